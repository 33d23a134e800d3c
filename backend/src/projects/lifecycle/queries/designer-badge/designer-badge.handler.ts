import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SENT_BACK_EVENTS, statusesWhere } from '../../../../contracts/projects.js';
import { textArray } from '../../../../common/sql-array.js';
import { projectScope, scopeSql } from '../../project-access.js';
import { DesignerBadgeQuery } from './designer-badge.query.js';

const NEW_WORK = statusesWhere((meaning) => meaning.designerBadge);
/** Where an order sent back waits: the designer's move again. */
const REWORK = statusesWhere((meaning) => meaning.waitingFor === 'designer' && !meaning.designerBadge);

@QueryHandler(DesignerBadgeQuery)
export class DesignerBadgeHandler implements IQueryHandler<DesignerBadgeQuery> {
  constructor(private readonly em: EntityManager) {}

  /** New orders, and orders whose last event sent them back (until the designer submits again). */
  async execute({ actor }: DesignerBadgeQuery) {
    const scope = scopeSql(projectScope(actor), 'p');
    const [row] = await this.em.getConnection().execute<{ count: string }[]>(
      `select count(*) from project p
        where ${scope.condition}
          and (p.status = any(?::text[])
               or (p.status = any(?::text[])
                   and (select e.type from project_event e where e.project_id = p.id order by e.at desc, e.id desc limit 1) = any(?::text[])))`,
      [...scope.params, textArray(NEW_WORK), textArray(REWORK), textArray(SENT_BACK_EVENTS)],
    );
    return { count: Number(row.count) };
  }
}
