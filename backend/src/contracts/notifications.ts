/** One notification of the signed-in account (list item and server-sent event alike). */
export interface NotificationItem {
  id: string;
  type: string;
  message: string;
  projectId: string | null;
  /** The pin whose thread it opens (a reply or a mention there), or null. */
  pinId: string | null;
  readAt: string | null;
  createdAt: string;
}

/** GET /api/notifications?page&pageSize: newest first, with the account's unread count. */
export interface NotificationPage {
  items: NotificationItem[];
  unread: number;
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/notifications/stream (after POST /api/notifications/stream-session set its cookie):
 * `event: ready` with `{ unread }` once, then `event: notification` with a NotificationItem per new
 * notification; comment lines keep the connection alive. The same item may come twice (a retried
 * job): dedupe by id.
 */
export interface StreamReady {
  unread: number;
}
