import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DesignerStats, OrderCounts } from '../../../contracts/dashboard-answers.js';
import {
  CONTENT_TYPES,
  STATS_BUCKETS,
  statusesWhere,
  type ContentType,
  type StatsBucket,
} from '../../../contracts/projects.js';
import { initialsOf, MONTH_END_SQL, MONTH_START_SQL } from '../../../common/zurich-month.js';
import { textArray } from '../../../common/sql-array.js';
import { DesignerStatsQuery } from './designer-stats.query.js';

/** Each bucket's statuses, from the table of what a status means. */
const BUCKET_STATUSES = STATS_BUCKETS.map((bucket) =>
  textArray(statusesWhere((meaning) => meaning.statsBucket === bucket)),
);

// One column per bucket (b0…) and per content type (c0…); their values are parameters.
const COUNT_COLUMNS = [
  ...STATS_BUCKETS.map((_, i) => `sum(p.n) filter (where p.status = any(?::text[])) as b${i}`),
  ...CONTENT_TYPES.map((_, i) => `sum(p.n) filter (where p.content_type = ?) as c${i}`),
].join(',\n         ');

/**
 * Orders created in the month grouped by designer (null: waiting for one), and the admin's review
 * decisions made in the month on each designer's orders; every designer, idle ones with zeros. An
 * erased company's orders count through their anonymous tally (erased_order_tally, docs/privacy.md).
 */
const SQL = `
  with order_rows as (
    select p.designer_id, p.status, p.content_type, 1 as n
      from project p
     where p.created_at >= ${MONTH_START_SQL} and p.created_at < ${MONTH_END_SQL}
    union all
    select t.designer_id, t.status, t.content_type, t.count
      from erased_order_tally t where t.measure = 'order' and t.month = ?::date
  ), orders as (
    select p.designer_id, sum(p.n) as total,
           ${COUNT_COLUMNS}
      from order_rows p
     group by p.designer_id
  ), reviews as (
    select designer_id, sum(approved) as approved, sum(rejected) as rejected from (
      select p.designer_id, count(*) filter (where r.approved) as approved, count(*) filter (where not r.approved) as rejected
        from admin_review r join project p on p.id = r.project_id
       where r.created_at >= ${MONTH_START_SQL} and r.created_at < ${MONTH_END_SQL} and p.designer_id is not null
       group by p.designer_id
      union all
      select t.designer_id, sum(t.count) filter (where t.measure = 'review_approved'),
             sum(t.count) filter (where t.measure = 'review_rejected')
        from erased_order_tally t
       where t.measure in ('review_approved', 'review_rejected') and t.month = ?::date
       group by t.designer_id
    ) counted group by designer_id
  ), stages as (
    -- The designers' stages (first versions and rework) that ended in the month, as the timeline
    -- recorded them, and how many of them on time.
    select designer_id, sum(ended) as ended, sum(on_time) as on_time from (
      select e.data -> 'stage' ->> 'designerId' as designer_id, count(*) as ended,
             count(*) filter (where (e.data -> 'stage' ->> 'onTime')::boolean) as on_time
        from project_event e
       where (e.data -> 'stage') is not null and e.at >= ${MONTH_START_SQL} and e.at < ${MONTH_END_SQL}
         and e.data -> 'stage' ->> 'owedBy' = 'designer'
       group by 1
      union all
      select t.designer_id::text, sum(t.count) filter (where t.measure = 'stage_ended'),
             coalesce(sum(t.count) filter (where t.measure = 'stage_on_time'), 0)
        from erased_order_tally t
       where t.measure in ('stage_ended', 'stage_on_time') and t.month = ?::date
       group by t.designer_id
    ) counted group by designer_id
  ), designers as (
    select a.id, a.name, a.email from account a join user_role ur on ur.user_id = a.id where ur.role = 'designer'
  )
  select d.id, d.name, d.email, o.*, coalesce(v.approved, 0) as approved, coalesce(v.rejected, 0) as rejected,
         coalesce(s.ended, 0) as stages_ended, coalesce(s.on_time, 0) as stages_on_time
    from designers d
    left join orders o on o.designer_id = d.id
    left join reviews v on v.designer_id = d.id
    left join stages s on s.designer_id = d.id::text
  union all
  select null, null, null, o.*, 0, 0, 0, 0 from orders o where o.designer_id is null
  order by 2 nulls last, 1`;

type Row = {
  id: string | null;
  name: string | null;
  email: string | null;
  total: string | null;
  approved: string | number;
  rejected: string | number;
  stages_ended: string | number;
  stages_on_time: string | number;
} & Record<string, string | null>;

function countsOf(row: Row): OrderCounts {
  return {
    total: Number(row.total ?? 0),
    byStatus: Object.fromEntries(STATS_BUCKETS.map((bucket, i) => [bucket, Number(row[`b${i}`] ?? 0)])) as Record<
      StatsBucket,
      number
    >,
    byContentType: Object.fromEntries(CONTENT_TYPES.map((type, i) => [type, Number(row[`c${i}`] ?? 0)])) as Record<
      ContentType,
      number
    >,
  };
}

@QueryHandler(DesignerStatsQuery)
export class DesignerStatsHandler implements IQueryHandler<DesignerStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ month }: DesignerStatsQuery): Promise<DesignerStats> {
    const first = `${month}-01`;
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(SQL, [
        ...[first, first, first],
        ...BUCKET_STATUSES,
        ...CONTENT_TYPES,
        ...[first, first, first],
        ...[first, first, first],
      ]);
    const unassigned = rows.find((row) => row.id === null);
    return {
      month,
      designers: rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id!,
          name: row.name!,
          email: row.email!,
          initials: initialsOf(row.name!),
          ...countsOf(row),
          approved: Number(row.approved),
          rejected: Number(row.rejected),
          stagesEnded: Number(row.stages_ended),
          onTimeRate: Number(row.stages_ended) ? Number(row.stages_on_time) / Number(row.stages_ended) : null,
        })),
      unassigned: countsOf(
        unassigned ??
          ({
            total: null,
            approved: 0,
            rejected: 0,
            stages_ended: 0,
            stages_on_time: 0,
            id: null,
            name: null,
            email: null,
          } as Row),
      ),
    };
  }
}
