import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderWaitingForDesigner, WaitingDesign } from '../contracts/dashboard-answers.js';
import { statusesWhere, type ContentType, type ProjectEventType } from '../contracts/projects.js';
import { textArray } from '../common/sql-array.js';

/** At most this many entries per list on the dashboard; the counts are complete. */
export const DASHBOARD_LIST_MAX = 50;

const WAITING_FOR_REVIEW = textArray(statusesWhere((meaning) => meaning.waitingFor === 'adminReview'));
const WAITING_FOR_DESIGNER = textArray(statusesWhere((meaning) => meaning.waitingFor === 'designerAssignment'));
const SUBMITTED: ProjectEventType = 'FinalDesignsSubmitted';
/** The timeline entries after which an order waits for a designer: created without one, or its designer left. */
const STARTED_WAITING: ProjectEventType[] = ['ProjectCreated', 'DesignerUnassigned'];

interface Row {
  id: string;
  title: string;
  content_type: ContentType;
  client_id: string;
  client_name: string;
  designer_id: string | null;
  designer_name: string | null;
  since: Date;
  waiting_seconds: number;
  total: string;
}

/** How many designs wait for the admin's check (the review queue's sidebar badge). */
export async function countWaitingForReview(em: EntityManager): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from project p where p.status = any(?::text[])`, [
      WAITING_FOR_REVIEW,
    ]);
  return Number(row.n);
}

/** Orders of the statuses, oldest "since" first: the latest of the timeline entries, else the order's last change. */
async function waiting(
  em: EntityManager,
  statuses: string,
  events: ProjectEventType[],
): Promise<{ count: number; rows: Row[] }> {
  const rows = await em.getConnection().execute<Row[]>(
    `select p.id, p.title, p.content_type, p.client_id, c.name as client_name, p.designer_id, d.name as designer_name, w.since,
            greatest(0, floor(extract(epoch from now() - w.since)))::int as waiting_seconds,
            count(*) over () as total
       from project p
       join account c on c.id = p.client_id
       left join account d on d.id = p.designer_id
       cross join lateral (
         select coalesce((select max(e.at) from project_event e where e.project_id = p.id and e.type = any(?::text[])), p.updated_at) as since
       ) w
      where p.status = any(?::text[])
      order by w.since, p.id
      limit ${DASHBOARD_LIST_MAX}`,
    [textArray(events), statuses],
  );
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/** What every waiting order's row says of it: the order, its client and how long it has waited. */
function waitingProject(row: Row) {
  return {
    id: row.id,
    title: row.title,
    contentType: row.content_type,
    client: { id: row.client_id, name: row.client_name },
    waitingSeconds: row.waiting_seconds,
  };
}

export async function designsWaitingForReview(em: EntityManager): Promise<{ count: number; items: WaitingDesign[] }> {
  const { count, rows } = await waiting(em, WAITING_FOR_REVIEW, [SUBMITTED]);
  return {
    count,
    items: rows.map((row) => ({
      ...waitingProject(row),
      designer: row.designer_id ? { id: row.designer_id, name: row.designer_name ?? '' } : null,
      submittedAt: new Date(row.since).toISOString(),
    })),
  };
}

export async function projectsWaitingForDesigner(
  em: EntityManager,
): Promise<{ count: number; items: OrderWaitingForDesigner[] }> {
  const { count, rows } = await waiting(em, WAITING_FOR_DESIGNER, STARTED_WAITING);
  return {
    count,
    items: rows.map((row) => ({ ...waitingProject(row), since: new Date(row.since).toISOString() })),
  };
}
