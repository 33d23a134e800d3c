import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentType } from '../contracts/projects.js';

/** A month plan's idea on its planned day (`day`, a Zurich day as YYYY-MM-DD). */
export interface PlannedIdea {
  id: string;
  projectId: string | null;
  title: string;
  contentType: ContentType;
  day: string;
  status: string;
}

/** The client's month plan ideas planned between two days (both included), for the calendar: one query. */
export async function ideasPlannedBetween(
  em: EntityManager,
  clientId: string,
  from: string,
  to: string,
): Promise<PlannedIdea[]> {
  const rows = await em
    .getConnection()
    .execute<
      { id: string; project_id: string | null; title: string; content_type: ContentType; day: string; status: string }[]
    >(
      `select i.id, i.project_id, i.title, i.content_type, i.date::text as day, i.status
       from content_idea i
      where i.client_id = ? and i.date between ?::date and ?::date`,
      [clientId, from, to],
    );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    contentType: row.content_type,
    day: row.day,
    status: row.status,
  }));
}
