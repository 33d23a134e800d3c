import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import type { ProjectStatus } from '../../contracts/projects.js';
import { projectScope, scopeSql } from './project-access.js';

/** How many orders the actor may see are in each status (a status without any is left out), in one statement. */
export async function countByStatus(
  em: EntityManager,
  actor: Actor,
): Promise<{ status: ProjectStatus; count: number }[]> {
  const scope = scopeSql(projectScope(actor), 'p');
  const rows = await em
    .getConnection()
    .execute<{ status: ProjectStatus; n: string }[]>(
      `select p.status, count(*) as n from project p where ${scope.condition} group by p.status`,
      scope.params,
    );
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}
