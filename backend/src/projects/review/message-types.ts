import type { NotificationKind } from '../../contracts/notifications.js';

/**
 * The notifications an order's messages (comments, pin answers, mentions) leave: unread ones count on
 * the order cards, are marked read when the order is opened and go out in the bundled mail.
 */
export const MESSAGE_NOTIFICATION_TYPES = [
  'message',
  'pin_reply',
  'mention',
] as const satisfies readonly NotificationKind[];
export type MessageNotificationType = (typeof MESSAGE_NOTIFICATION_TYPES)[number];
