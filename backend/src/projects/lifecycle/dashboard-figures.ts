import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderCounts } from '../../contracts/dashboard-answers.js';
import {
  CONTENT_TYPES,
  STATS_BUCKETS,
  statusesWhere,
  type ContentType,
  type ProjectEventType,
  type StatsBucket,
} from '../../contracts/projects.js';
import { textArray } from '../../common/sql-array.js';
import { MONTH_END_SQL, MONTH_START_SQL } from '../../common/zurich-month.js';

/**
 * The orders' figures the dashboards show, read here where the orders' tables are: the dashboards
 * context names the people (the accounts context's) and lays them out.
 */

/** How many orders are in one of these statuses. */
export async function countInStatuses(em: EntityManager, statuses: readonly string[]): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from project p where p.status = any(?::text[])`, [
      textArray(statuses),
    ]);
  return Number(row.n);
}

/** An order that waits, since when and for how long. */
export interface WaitingOrder {
  id: string;
  title: string;
  contentType: ContentType;
  clientId: string;
  designerId: string | null;
  since: Date;
  waitingSeconds: number;
}

/**
 * Orders of the statuses, oldest "since" first (at most `limit`), and how many there are: "since" is
 * the latest of the timeline entries `events`, else the order's last change.
 */
export async function ordersWaiting(
  em: EntityManager,
  statuses: readonly string[],
  events: readonly ProjectEventType[],
  limit: number,
): Promise<{ count: number; orders: WaitingOrder[] }> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      content_type: ContentType;
      client_id: string;
      designer_id: string | null;
      since: Date;
      waiting_seconds: number;
      total: string;
    }[]
  >(
    `select p.id, p.title, p.content_type, p.client_id, p.designer_id, w.since,
            greatest(0, floor(extract(epoch from now() - w.since)))::int as waiting_seconds,
            count(*) over () as total
       from project p
       cross join lateral (
         select coalesce((select max(e.at) from project_event e where e.project_id = p.id and e.type = any(?::text[])), p.updated_at) as since
       ) w
      where p.status = any(?::text[])
      order by w.since, p.id
      limit ${Math.floor(limit)}`,
    [textArray(events), textArray(statuses)],
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    orders: rows.map((row) => ({
      id: row.id,
      title: row.title,
      contentType: row.content_type,
      clientId: row.client_id,
      designerId: row.designer_id,
      since: row.since,
      waitingSeconds: row.waiting_seconds,
    })),
  };
}

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
 * Orders created in the month grouped by designer (null: waiting for one), the admin's review
 * decisions made in the month on each designer's orders, and the designers' stages that ended in
 * the month: one row per designer id any of them names. An erased company's orders count through
 * their anonymous tally (erased_order_tally, docs/privacy.md).
 */
const MONTH_SQL = `
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
  ), ids as (
    select designer_id::text as id from orders union select designer_id::text from reviews union select designer_id from stages
  )
  select ids.id as designer_id, o.*, coalesce(v.approved, 0) as approved, coalesce(v.rejected, 0) as rejected,
         coalesce(s.ended, 0) as stages_ended, coalesce(s.on_time, 0) as stages_on_time
    from ids
    left join orders o on o.designer_id::text is not distinct from ids.id
    left join reviews v on v.designer_id::text = ids.id
    left join stages s on s.designer_id = ids.id`;

/** A designer's figures of a month (or those of the orders waiting for one). */
export interface MonthFigures extends OrderCounts {
  approved: number;
  rejected: number;
  stagesEnded: number;
  stagesOnTime: number;
}

type MonthRow = {
  designer_id: string | null;
  total: string | null;
  approved: string | number;
  rejected: string | number;
  stages_ended: string | number;
  stages_on_time: string | number;
} & Record<string, string | null>;

/** No order, no review, no stage. */
export const NO_FIGURES: MonthFigures = figuresOf({
  designer_id: null,
  total: null,
  approved: 0,
  rejected: 0,
  stages_ended: 0,
  stages_on_time: 0,
} as MonthRow);

function figuresOf(row: MonthRow): MonthFigures {
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
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    stagesEnded: Number(row.stages_ended),
    stagesOnTime: Number(row.stages_on_time),
  };
}

/** The month's figures (`first`: its first day, YYYY-MM-01, in Zurich) by designer id; `null`: no designer yet. */
export async function designerMonthFigures(
  em: EntityManager,
  first: string,
): Promise<Map<string | null, MonthFigures>> {
  const rows = await em
    .getConnection()
    .execute<MonthRow[]>(MONTH_SQL, [
      ...[first, first, first],
      ...BUCKET_STATUSES,
      ...CONTENT_TYPES,
      ...[first, first, first],
      ...[first, first, first],
    ]);
  return new Map(rows.map((row) => [row.designer_id, figuresOf(row)]));
}
