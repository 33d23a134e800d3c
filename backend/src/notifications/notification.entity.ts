import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/account.entity.js';
import { Project } from '../projects/project.entity.js';

const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['user', 'createdAt'] }],
  uniques: [{ properties: ['sourceEventId', 'user'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(Account).deleteRule('cascade'),
    type: p.string().length(50),
    message: p.text(),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    readAt: p.datetime().nullable(),
    /** The outbox event that caused it: a redelivered job finds its row and writes none. */
    sourceEventId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
