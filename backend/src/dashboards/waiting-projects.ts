import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderWaitingForDesigner, WaitingDesign } from '../contracts/dashboard-answers.js';
import { peopleOf } from '../accounts/index.js';
import { statusesWhere, type ProjectEventType } from '../contracts/projects.js';
import { countInStatuses, ordersWaiting, type WaitingOrder } from '../projects/index.js';

/** At most this many entries per list on the dashboard; the counts are complete. */
export const DASHBOARD_LIST_MAX = 50;

const WAITING_FOR_REVIEW = statusesWhere((meaning) => meaning.waitingFor === 'adminReview');
const WAITING_FOR_DESIGNER = statusesWhere((meaning) => meaning.waitingFor === 'designerAssignment');
const SUBMITTED: ProjectEventType = 'FinalDesignsSubmitted';
/** The timeline entries after which an order waits for a designer: created without one, or its designer left. */
const STARTED_WAITING: ProjectEventType[] = ['ProjectCreated', 'DesignerUnassigned'];

/** How many designs wait for the admin's check (the review queue's sidebar badge). */
export function countWaitingForReview(em: EntityManager): Promise<number> {
  return countInStatuses(em, WAITING_FOR_REVIEW);
}

/**
 * Orders of the statuses, oldest "since" first, from the projects context, with their clients' and
 * designers' names from the accounts context (one question for the whole list).
 */
async function waiting(em: EntityManager, statuses: readonly string[], events: ProjectEventType[]) {
  const { count, orders } = await ordersWaiting(em, statuses, events, DASHBOARD_LIST_MAX);
  const people = await peopleOf(
    em,
    orders.flatMap((order) => [order.clientId, order.designerId]),
  );
  const nameOf = (id: string) => people.get(id)?.name ?? '';
  return { count, rows: orders.map((order) => ({ ...order, nameOf })) };
}

/** What every waiting order's row says of it: the order, its client and how long it has waited. */
function waitingProject(row: WaitingOrder & { nameOf: (id: string) => string }) {
  return {
    id: row.id,
    title: row.title,
    contentType: row.contentType,
    client: { id: row.clientId, name: row.nameOf(row.clientId) },
    waitingSeconds: row.waitingSeconds,
  };
}

export async function designsWaitingForReview(em: EntityManager): Promise<{ count: number; items: WaitingDesign[] }> {
  const { count, rows } = await waiting(em, WAITING_FOR_REVIEW, [SUBMITTED]);
  return {
    count,
    items: rows.map((row) => ({
      ...waitingProject(row),
      designer: row.designerId ? { id: row.designerId, name: row.nameOf(row.designerId) } : null,
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
