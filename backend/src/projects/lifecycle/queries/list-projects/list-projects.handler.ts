import { EntityManager } from '@mikro-orm/postgresql';
import { companiesNamedLike, peopleOf } from '../../../../accounts/index.js';
import { textArray } from '../../../../common/sql-array.js';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { clockOfProject, zurichDay } from '../../../../clocks/index.js';
import { Clock } from '../../../../common/clock.js';
import type { ContentType, ProjectStatus, VersionStatus } from '../../../../contracts/projects.js';
import { containsPattern } from '../../../../common/search-text.js';
import { CLIENT_NAME_MATCHES, ORDER_COUNT_CAP } from '../../../../contracts/lists.js';
import { MessageReads } from '../../../review/message-reads.js';
import { clientsInScope, projectScope, scopeSql } from '../../project-access.js';

import { ListProjectsQuery } from './list-projects.query.js';
import type { ProjectPage } from '../../../../contracts/project-answers.js';

interface Row {
  id: string;
  title: string;
  content_type: ContentType;
  status: ProjectStatus;
  created_at: Date;
  client_id: string;
  designer_id: string | null;
  content_description: string | null;
  hashtags: string | null;
  completed_at: Date | null;
  stage_started_at: string;
  stage_due_day: string | null;
  stage_days: number | null;
  version_status: VersionStatus | null;
}

/** The page's order: newest first, or the soonest due day first (no running stage last). */
const ORDER_BY = {
  newest: 'p.created_at desc, p.id desc',
  due: 'p.stage_due_day asc nulls last, p.created_at desc, p.id desc',
} as const;

/**
 * Straight from SQL (a read model, no entities, no cache): the scope and status filter meet the
 * (client_id | designer_id | status, created_at desc, id desc) indexes, so the page is a short
 * index range scan and the count an index-only scan.
 *
 * A client's or a designer's orders are few, so their total is exact. The admin's scope is every
 * order (1,000,000 and more): an exact count would read them all on every page view, so it counts
 * at most ORDER_COUNT_CAP + 1 rows and answers `totalCapped` when there are more.
 */
@QueryHandler(ListProjectsQuery)
export class ListProjectsHandler implements IQueryHandler<ListProjectsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly messages: MessageReads,
  ) {}

  async execute({
    actor,
    statuses,
    page,
    pageSize,
    search,
    sort,
    overdueOnly,
  }: ListProjectsQuery): Promise<ProjectPage> {
    const now = this.clock.now();
    const scope = projectScope(actor);
    const scoped = scopeSql(scope, 'p');
    const where: string[] = [scoped.condition];
    const params: unknown[] = [...scoped.params];
    if (statuses?.length) {
      where.push(`p.status in (${statuses.map(() => '?').join(', ')})`);
      params.push(...statuses);
    }
    // Within the caller's scope only: the title or the client's name contains the text. The names
    // are the accounts context's: it answers which of the companies the caller sees match, and the
    // filter takes their ids.
    const from = 'project p';
    if (search) {
      const pattern = containsPattern(search);
      const clients = await companiesNamedLike(
        this.em,
        pattern,
        await clientsInScope(this.em, scope),
        CLIENT_NAME_MATCHES,
      );
      where.push(`(p.title ilike ? escape '\\' or p.client_id = any(?::uuid[]))`);
      params.push(pattern, textArray(clients));
    }
    // Overdue: the due day has ended in Zurich (a completed order has none).
    if (overdueOnly) {
      where.push('p.stage_due_day < ?::date');
      params.push(zurichDay(now));
    }
    const filter = `where ${where.join(' and ')}`;
    const orderBy = ORDER_BY[sort];
    const capped = scope === 'all';
    const counted = capped
      ? `select count(*) as total from (select 1 from ${from} ${filter} limit ${ORDER_COUNT_CAP + 1}) matching`
      : `select count(*) as total from ${from} ${filter}`;
    const connection = this.em.getConnection();
    // One round trip. The page's ids first, from the index alone (an offset skips index entries,
    // not whole rows joined with their client), then the rows of those ids. The count is an
    // uncorrelated subquery Postgres runs once; a count(*) over () window would read every match.
    const rows = await connection.execute<(Row & { total: string })[]>(
      `select p.id, p.title, p.content_type, p.status, p.created_at, p.client_id,
              p.designer_id, p.content_description, p.hashtags, p.completed_at,
              p.stage_started_at, p.stage_due_day::text, p.stage_days,
              (select v.status from design_version v where v.project_id = p.id order by v.number desc limit 1) as version_status,
              (${counted}) as total
         from (select p.id from ${from} ${filter} order by ${orderBy} limit ? offset ?) page
         join project p on p.id = page.id
        order by ${orderBy}`,
      [...params, ...params, pageSize, (page - 1) * pageSize],
    );
    // A page past the end has no row to carry the count.
    const total = Number(
      rows.length ? rows[0].total : (await connection.execute<{ total: string }[]>(counted, params))[0].total,
    );
    const overCap = capped && total > ORDER_COUNT_CAP;
    // The clients' names (the accounts context's) and the caller's unread messages on each order (the
    // notifications', through the port), for the whole page at once, side by side.
    const ids = rows.map((row) => row.id);
    const [clients, unread] = await Promise.all([
      peopleOf(
        this.em,
        rows.map((row) => row.client_id),
      ),
      this.messages.unreadCounts(this.em, actor.userId, ids),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        contentType: row.content_type,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        clientId: row.client_id,
        clientName: clients.get(row.client_id)?.name ?? '',
        designerId: row.designer_id,
        contentDescription: row.content_description,
        hashtags: row.hashtags,
        completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
        unreadMessages: unread.get(row.id) ?? 0,
        clock: clockOfProject(
          {
            status: row.status,
            version: row.version_status,
            stageStartedAt: new Date(row.stage_started_at),
            stageDueDay: row.stage_due_day,
            stageDays: row.stage_days,
          },
          now,
        ),
      })),
      total: overCap ? ORDER_COUNT_CAP : total,
      totalCapped: overCap,
      page,
      pageSize,
    };
  }
}
