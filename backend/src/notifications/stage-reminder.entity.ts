import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/index.js';

const StageReminderSchema = defineEntity({
  name: 'StageReminder',
  tableName: 'stage_reminder',
  indexes: [
    // The reminders whose mail is still to go out (stage-reminders.ts hands them to the mail job).
    {
      name: 'stage_reminder_unmailed_index',
      expression:
        'create index "stage_reminder_unmailed_index" on "stage_reminder" ("created_at") where "email" and "mailed_at" is null',
    },
  ],
  uniques: [{ properties: ['project', 'stageStartedAt', 'step'] }],
  properties: {
    /** Also the key of its in-app notifications (`source_event_id`) and of its mails (sent_mail's `event_id`). */
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    /** The stage's start: a decision that ends the stage starts another, so no step of this one fires again. */
    stageStartedAt: p.datetime(),
    step: p.string().length(16),
    /** Recorded without being sent: a later step of the same audience was due as well (a scan after an outage). */
    superseded: p.boolean().default(false),
    /** Whether the step calls for an e-mail. */
    email: p.boolean().default(false),
    /** When the mail job finished with it (sent, or dropped because the stage had ended). */
    mailedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A reminder or escalation step of an order's stage, recorded once when it is sent. */
export class StageReminder extends StageReminderSchema.class {}
StageReminderSchema.setClass(StageReminder);
