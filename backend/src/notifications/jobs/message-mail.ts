import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { textArray } from '../../common/sql-array.js';
import type { UnreadMessagesMail } from '../../contracts/jobs.js';
import type { Role } from '../../contracts/roles.js';
import { contactsOf } from '../../accounts/index.js';
import { MESSAGE_NOTIFICATION_TYPES, projectHeadings } from '../../projects/index.js';

/** The order's page in each role's own area (as the bell opens it). */
const PROJECT_PATH: Readonly<Record<Role, string>> = {
  client: '/client/project/',
  designer: '/designer/project/',
  admin: '/admin/project/',
};

/** The message types' placeholders (their values are bound, after the statement's other parameters). */
const MESSAGE_TYPES_IN = `(${MESSAGE_NOTIFICATION_TYPES.map(() => '?').join(', ')})`;

interface UnreadRow {
  id: string;
  message: string;
  pin_id: string | null;
  created_at: Date;
}

/** The job's id: its anchor, the oldest of the messages it mails, so a burst adds it once. */
export const unreadMessagesJobId = (anchorId: string) => `unread-messages.${anchorId}`;

/** A recipient of messages on an order. */
interface Reader {
  userId: string;
  projectId: string;
}

/**
 * Makes sure each reader's unread, not yet mailed messages on an order have their delayed mail:
 * keyed by the oldest of them, and due `delayMs` after it. Called for a batch's message recipients
 * (one statement and one hand-over for all of them) and after each mail (for messages that came in
 * while it was being sent); adding a mail again is a no-op. Answers the anchors, by reader.
 */
export async function scheduleUnreadMessagesMails(
  em: EntityManager,
  queue: Queue,
  delayMs: number,
  readers: readonly Reader[],
): Promise<Map<string, string>> {
  if (!readers.length) return new Map();
  const oldest = await em
    .getConnection()
    .execute<{ id: string; user_id: string; project_id: string; created_at: Date }[]>(
      `select distinct on (n.user_id, n.project_id) n.id, n.user_id, n.project_id, n.created_at
       from jsonb_to_recordset(?::jsonb) as r("userId" uuid, "projectId" uuid)
       join notification n on n.user_id = r."userId" and n.project_id = r."projectId"
      where n.type in ${MESSAGE_TYPES_IN} and n.read_at is null and n.mailed_at is null
      order by n.user_id, n.project_id, n.created_at, n.id`,
      [JSON.stringify(readers), ...MESSAGE_NOTIFICATION_TYPES],
    );
  if (oldest.length)
    await queue.addBulk(
      oldest.map((row) => ({
        name: 'email.unread-messages',
        data: { userId: row.user_id, projectId: row.project_id, anchorId: row.id } satisfies UnreadMessagesMail,
        opts: {
          jobId: unreadMessagesJobId(row.id),
          delay: Math.max(0, new Date(row.created_at).getTime() + delayMs - Date.now()),
        },
      })),
    );
  return new Map(oldest.map((row) => [`${row.user_id} ${row.project_id}`, row.id]));
}

/** One reader's delayed mail (scheduleUnreadMessagesMails); its anchor, or null when nothing is unread. */
export async function scheduleUnreadMessagesMail(
  em: EntityManager,
  queue: Queue,
  delayMs: number,
  userId: string,
  projectId: string,
): Promise<string | null> {
  const anchors = await scheduleUnreadMessagesMails(em, queue, delayMs, [{ userId, projectId }]);
  return anchors.get(`${userId} ${projectId}`) ?? null;
}

/** What the mail holds: the messages of the window, still unread and not mailed, and the recipient's link. */
export interface UnreadMessages {
  title: string;
  recipient: { id: string; name: string; email: string };
  lines: string[];
  ids: string[];
  path: string;
}

/**
 * The messages the anchor's mail is for, read at send time: those of the window (from the anchor
 * to `delayMs` after it) that are still unread and not mailed; null when there is none (read
 * meanwhile), when the recipient is deleted or the order gone.
 */
export async function unreadMessagesOf(
  em: EntityManager,
  { userId, projectId, anchorId }: UnreadMessagesMail,
  delayMs: number,
): Promise<UnreadMessages | null> {
  // The window's end from the anchor in the same statement: no anchor (another's, or gone), no rows.
  const rows = await em.getConnection().execute<UnreadRow[]>(
    `select id, message, pin_id, created_at from notification
      where user_id = ? and project_id = ? and type in ${MESSAGE_TYPES_IN} and read_at is null and mailed_at is null
        and created_at <= (select a.created_at + ? * interval '1 millisecond' from notification a
                            where a.id = ? and a.user_id = ? and a.project_id = ?)
      order by created_at, id`,
    [userId, projectId, ...MESSAGE_NOTIFICATION_TYPES, delayMs, anchorId, userId, projectId],
  );
  if (!rows.length) return null;
  // The recipient (its role picks the link's area) and the order's title, from their owners at once.
  const [contacts, headings] = await Promise.all([contactsOf(em, [userId]), projectHeadings(em, [projectId])]);
  const who = contacts.get(userId);
  const heading = headings.get(projectId);
  if (!who?.role || !heading) return null;
  // One pin's thread only: the link opens that pin's reply box.
  const pins = new Set(rows.map((row) => row.pin_id));
  const pin = pins.size === 1 ? [...pins][0] : null;
  return {
    title: `«${heading.title}»`,
    recipient: { id: who.id, name: who.name, email: who.email },
    lines: rows.map((row) => row.message),
    ids: rows.map((row) => row.id),
    path: `${PROJECT_PATH[who.role]}${projectId}${pin ? `?pin=${pin}` : ''}`,
  };
}

/** Marks these messages mailed (in the caller's transaction, with the mail's record): no later mail repeats them. */
export async function markMessagesMailed(em: EntityManager, ids: readonly string[]): Promise<void> {
  await em
    .getConnection()
    .execute(
      'update notification set mailed_at = now() where id = any(?::uuid[]) and mailed_at is null',
      [textArray(ids)],
      'all',
      em.getTransactionContext(),
    );
}
