/**
 * What a notification is about: a step of an order, a plan or an account (`status_changed`, told by
 * the server's notification rules), or a message on an order (a comment, an answer in a pin's thread,
 * a mention). The web app refreshes by these (features/notifications/liveRefresh.ts).
 */
export const NOTIFICATION_KINDS = ['status_changed', 'message', 'pin_reply', 'mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * GET /api/notifications/stream (after POST /api/notifications/stream-session set its cookie):
 * `event: ready` with `{ unread }` once, then `event: notification` with a NotificationItem per new
 * notification; comment lines keep the connection alive. The same item may come twice (a retried
 * job): dedupe by id.
 */
export interface StreamReady {
  unread: number;
}
