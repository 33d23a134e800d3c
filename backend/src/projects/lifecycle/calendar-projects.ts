import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_END_SQL, DAY_START_SQL } from '../../common/zurich-month.js';
import type { ContentType, ProjectStatus } from '../../contracts/projects.js';

/**
 * An order on the calendar: `due` when its running stage is due on `day` (`at` is that day),
 * `approved` when it was approved (completed) on `day` (`at` the moment, ISO with milliseconds).
 */
export interface CalendarProject {
  on: 'due' | 'approved';
  id: string;
  title: string;
  contentType: ContentType;
  status: ProjectStatus;
  at: string;
  day: string;
}

/**
 * The client's orders whose running stage is due between two Zurich days (both included) and those
 * approved in them: one statement. An approved order has no running stage, so none comes twice.
 */
export async function projectsInCalendar(
  em: EntityManager,
  clientId: string,
  from: string,
  to: string,
): Promise<CalendarProject[]> {
  return em.getConnection().execute<CalendarProject[]>(
    `select 'due' as "on", p.id, p.title, p.content_type as "contentType", p.status, p.stage_due_day::text as at, p.stage_due_day::text as day
       from project p
      where p.client_id = ? and p.stage_due_day between ?::date and ?::date
     union all
     select 'approved', p.id, p.title, p.content_type, p.status, to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            ((p.completed_at at time zone 'Europe/Zurich')::date)::text
       from project p
      where p.client_id = ? and p.completed_at >= ${DAY_START_SQL} and p.completed_at < ${DAY_END_SQL}`,
    [clientId, from, to, clientId, from, to],
  );
}

/** An order's heading: its title and content type, and whose it is. */
export interface ProjectHeading {
  title: string;
  contentType: ContentType;
  clientId: string;
  designerId: string | null;
}

/** The headings of these orders, by id (an id of no order is left out): one query for a whole list. */
export async function projectHeadings(em: EntityManager, ids: readonly string[]): Promise<Map<string, ProjectHeading>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      content_type: ContentType;
      client_id: string;
      designer_id: string | null;
    }[]
  >(`select p.id, p.title, p.content_type, p.client_id, p.designer_id from project p where p.id = any(?::uuid[])`, [`{${unique.join(',')}}`]);
  return new Map(
    rows.map((row) => [
      row.id,
      { title: row.title, contentType: row.content_type, clientId: row.client_id, designerId: row.designer_id },
    ]),
  );
}
