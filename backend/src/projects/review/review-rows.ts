import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StepRow } from '../lifecycle/lifecycle-runner.js';

/**
 * The rows a review's move writes beside the order's (lifecycle-runner.ts `alongside`): plain
 * statements in the move's one round trip, no entities in a unit of work.
 */

/** An admin's verdict on the version waiting for them. */
export function adminReviewRow(review: {
  projectId: string;
  adminId: string;
  approved: boolean;
  feedback: string | null;
  at: Date;
}): StepRow {
  return {
    sql: 'insert into admin_review (id, project_id, admin_id, approved, feedback, created_at) values (?, ?, ?, ?, ?, ?)',
    params: [randomUUID(), review.projectId, review.adminId, review.approved, review.feedback, review.at],
  };
}

/** A comment in the order's communication (internal: the designer's and the admins' only). */
export function commentRow(comment: {
  projectId: string;
  authorId: string | null;
  guestLinkId?: string | null;
  message: string;
  internal?: boolean;
  at: Date;
}): StepRow {
  return {
    sql: 'insert into comment (id, project_id, author_id, guest_link_id, message, internal, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    params: [
      randomUUID(),
      comment.projectId,
      comment.authorId,
      comment.guestLinkId ?? null,
      comment.message,
      comment.internal ?? false,
      comment.at,
    ],
  };
}

/** The pins the client's team placed on the version during the round, not yet sent: their ids. */
export async function pendingPins(em: EntityManager, versionId: string): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from design_pin where version_id = ? and pending',
      [versionId],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.id);
}

/** These pending pins, sent with the request for changes (exactly the ones the request counted). */
export function pinsSentRow(ids: readonly string[]): StepRow {
  return { sql: 'update design_pin set pending = false where id = any(?::uuid[])', params: [`{${ids.join(',')}}`] };
}
