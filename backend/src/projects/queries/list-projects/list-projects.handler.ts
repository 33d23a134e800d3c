import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContentType, ProjectStatus } from '../../../contracts/projects.js';
import { containsPattern } from '../../../common/search-text.js';
import { MESSAGE_TYPES_SQL } from '../../message-types.js';
import { projectScope, scopeSql } from '../../project-access.js';

import { ListProjectsQuery } from './list-projects.query.js';
import type { ProjectPage } from '../../../contracts/project-answers.js';

interface Row {
  id: string;
  title: string;
  content_type: ContentType;
  status: ProjectStatus;
  created_at: Date;
  client_id: string;
  client_name: string;
  designer_id: string | null;
  content_description: string | null;
  hashtags: string | null;
  completed_at: Date | null;
  unread_messages: string;
}

/**
 * Straight from SQL (a read model, no entities, no cache): the scope and status filter meet the
 * (client_id | designer_id [, status], created_at desc, id desc) indexes, so the page is a short
 * index range scan and the count an index-only scan of the caller's orders alone.
 */
@QueryHandler(ListProjectsQuery)
export class ListProjectsHandler implements IQueryHandler<ListProjectsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, statuses, page, pageSize, search }: ListProjectsQuery): Promise<ProjectPage> {
    const scope = scopeSql(projectScope(actor), 'p');
    const where: string[] = [scope.condition];
    const params: unknown[] = [...scope.params];
    if (statuses?.length) {
      where.push(`p.status in (${statuses.map(() => '?').join(', ')})`);
      params.push(...statuses);
    }
    // Within the caller's scope only: the title or the client's name contains the text.
    if (search) {
      where.push(`(p.title ilike ? escape '\\' or a.name ilike ? escape '\\')`);
      params.push(containsPattern(search), containsPattern(search));
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const connection = this.em.getConnection();
    // One round trip: the page, and the count as an uncorrelated subquery Postgres runs once (an
    // index-only scan). A count(*) over () window would read every matching row instead.
    const rows = await connection.execute<(Row & { total: string })[]>(
      `select p.id, p.title, p.content_type, p.status, p.created_at, p.client_id, a.name as client_name,
              p.designer_id, p.content_description, p.hashtags, p.completed_at,
              (select count(*) from notification n
                where n.user_id = ? and n.project_id = p.id and n.read_at is null and n.type in ${MESSAGE_TYPES_SQL}) as unread_messages,
              (select count(*) from project p join account a on a.id = p.client_id ${filter}) as total
         from project p join account a on a.id = p.client_id
         ${filter}
        order by p.created_at desc, p.id desc
        limit ? offset ?`,
      [actor.userId, ...params, ...params, pageSize, (page - 1) * pageSize],
    );
    // A page past the end has no row to carry the count.
    const total = rows.length
      ? rows[0].total
      : (await connection.execute<{ total: string }[]>(`select count(*) as total from project p join account a on a.id = p.client_id ${filter}`, params))[0].total;
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        contentType: row.content_type,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        clientId: row.client_id,
        clientName: row.client_name,
        designerId: row.designer_id,
        contentDescription: row.content_description,
        hashtags: row.hashtags,
        completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
        unreadMessages: Number(row.unread_messages),
      })),
      total: Number(total),
      page,
      pageSize,
    };
  }
}
