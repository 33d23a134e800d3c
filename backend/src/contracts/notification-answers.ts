/** The notifications' answers as zod schemas (apart from notifications.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications.js';

const id = () => z.string().meta({ format: 'uuid' });
const instant = () => z.string().meta({ format: 'date-time' });

/** One notification of the signed-in account (list item and server-sent event alike). */
const notificationItemSchema = z.object({
  id: id(),
  type: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  projectId: id().nullable(),
  pinId: id().nullable().describe('The pin whose thread it opens'),
  readAt: instant().nullable(),
  createdAt: instant(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** GET /api/notifications?page&pageSize: newest first, with the account's unread count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: z.number().describe('Unread notifications of the account, all pages'),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;
