import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import type { ProjectStatus } from '../../contracts/projects.js';
import { projectScope, scopeSql } from './project-access.js';

/**
 * How many orders the actor may see are in each status (a status without any is left out), in one
 * statement; a designer's include those of erased companies (their tally).
 */
export async function countByStatus(
  em: EntityManager,
  actor: Actor,
): Promise<{ status: ProjectStatus; count: number }[]> {
  const scope = scopeSql(projectScope(actor), 'p');
  // A designer's count keeps the orders of erased companies, as their anonymous tally (docs/privacy.md).
  const erased =
    actor.role === 'designer'
      ? `union all select t.status, t.count from erased_order_tally t where t.measure = 'order' and t.designer_id = ?`
      : '';
  const rows = await em.getConnection().execute<{ status: ProjectStatus; n: string }[]>(
    `select status, sum(n) as n from (
       select p.status, 1 as n from project p where ${scope.condition} ${erased}
     ) counted group by status`,
    actor.role === 'designer' ? [...scope.params, actor.userId] : scope.params,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}
