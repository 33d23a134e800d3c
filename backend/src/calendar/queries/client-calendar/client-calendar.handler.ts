import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { contentLimits } from '../../../billing/index.js';
import { assertClientAccess, CLIENT_ACCESS_TEXTS } from '../../../clients/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import type { Calendar, CalendarItem } from '../../../contracts/calendar-answers.js';
import type { ContentType } from '../../../contracts/projects.js';
import { ClientCalendarQuery } from './client-calendar.query.js';

/** Midnight in Zurich at the start of a day given as a parameter, as timestamptz. */
const DAY_START_SQL = `((?::date)::timestamp at time zone 'Europe/Zurich')`;
/** Midnight in Zurich after a day given as a parameter. */
const DAY_END_SQL = `(((?::date) + 1)::timestamp at time zone 'Europe/Zurich')`;

/**
 * The month plan's ideas on their planned day, the orders whose running stage is due in the range
 * and the orders approved in it (completed_at), each with the Zurich day it falls on for sorting.
 * An approved order has no running stage, so no order is answered twice. The posts scheduled to the
 * client's accounts come on their day, once out at the moment they went out (kind published).
 */
const SQL = `
  select 'idea' as kind, i.id, i.project_id, null::text as network, i.title, i.content_type, i.date::text as at, i.status, i.date as day, 0 as rank
    from content_idea i
   where i.client_id = ? and i.date between ?::date and ?::date
  union all
  select 'order', p.id, p.id, null, p.title, p.content_type, p.stage_due_day::text, p.status, p.stage_due_day, 1
    from project p
   where p.client_id = ? and p.stage_due_day between ?::date and ?::date
  union all
  select 'order', p.id, p.id, null, p.title, p.content_type, to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         p.status, (p.completed_at at time zone 'Europe/Zurich')::date, 2
    from project p
   where p.client_id = ? and p.completed_at >= ${DAY_START_SQL} and p.completed_at < ${DAY_END_SQL}
  union all
  select case when s.published_at is not null then 'published' else 'scheduled' end, s.id, s.project_id, a.network, p.title, p.content_type,
         to_char(coalesce(s.published_at, s.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), s.status,
         (coalesce(s.published_at, s.at) at time zone 'Europe/Zurich')::date, 3
    from scheduled_post s
    join project p on p.id = s.project_id
    join social_account a on a.id = s.social_account_id
   where s.client_id = ? and coalesce(s.published_at, s.at) >= ${DAY_START_SQL} and coalesce(s.published_at, s.at) < ${DAY_END_SQL}
   order by day, rank, at, title, id`;

interface Row {
  kind: CalendarItem['kind'];
  id: string;
  project_id: string | null;
  network: CalendarItem['network'];
  title: string;
  content_type: ContentType;
  at: string;
  status: string;
}

@QueryHandler(ClientCalendarQuery)
export class ClientCalendarHandler implements IQueryHandler<ClientCalendarQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, from, to }: ClientCalendarQuery): Promise<Calendar> {
    // A guest link shows its one order, never the company's calendar.
    if (actor.guest) throw AppError.forbidden(CLIENT_ACCESS_TEXTS.noAccess);
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: true });
    const [rows, limits] = await Promise.all([
      this.em.getConnection().execute<Row[]>(SQL, [clientId, from, to, clientId, from, to, clientId, from, to, clientId, from, to]),
      contentLimits(this.em, clientId),
    ]);
    return {
      items: rows.map((row) => ({ kind: row.kind, id: row.id, projectId: row.project_id, network: row.network, title: row.title, contentType: row.content_type, at: row.at, status: row.status })),
      quota: { post: limits.postsRemaining, carousel: limits.carouselsRemaining, reel: limits.reelsRemaining },
    };
  }
}
