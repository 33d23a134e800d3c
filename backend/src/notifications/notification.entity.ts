import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import type { NotificationKind } from '../contracts/notifications.js';
import { Pin, Project } from '../projects/index.js';

const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [
    { properties: ['user', 'createdAt'] },
    // The unread messages of one order per account (the order cards' count).
    {
      name: 'notification_unread_by_project_index',
      expression:
        'create index "notification_unread_by_project_index" on "notification" ("user_id", "project_id") where "read_at" is null',
    },
  ],
  uniques: [{ properties: ['sourceEventId', 'user'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(Account).deleteRule('cascade'),
    type: p.string().length(50).$type<NotificationKind>(),
    message: p.text(),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    /** The pin whose thread the notification opens (a reply or a mention on it). */
    pin: () => p.manyToOne(Pin).nullable().deleteRule('cascade').index(),
    readAt: p.datetime().nullable(),
    /** When a still unread message went out in the bundled e-mail (backend/src/notifications/jobs/message-mail.ts). */
    mailedAt: p.datetime().nullable(),
    /** The outbox event that caused it: a redelivered job finds its row and writes none. */
    sourceEventId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
