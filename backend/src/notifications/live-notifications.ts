import type { NotificationItem } from '../contracts/notification-answers.js';
import type { NotificationKind } from '../contracts/notifications.js';

/**
 * The Redis channel on which the workers announce each new notification; every API process
 * forwards what concerns its open streams (notifications/notification-stream.ts).
 */
export const LIVE_NOTIFICATIONS_CHANNEL = 'notifications:live';

export interface LiveNotification {
  userId: string;
  notification: NotificationItem;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationKind;
  message: string;
  project_id: string | null;
  pin_id: string | null;
  read_at: Date | null;
  created_at: Date;
}

/** The columns a NotificationItem is read from, for `returning` and `select` alike. */
export const NOTIFICATION_COLUMNS = 'id, user_id, type, message, project_id, pin_id, read_at, created_at';

export const liveNotificationOf = (row: NotificationRow): LiveNotification => ({
  userId: row.user_id,
  notification: {
    id: row.id,
    type: row.type,
    message: row.message,
    projectId: row.project_id,
    pinId: row.pin_id ?? null,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  },
});
