import { z } from 'zod';
import type { EventMails, UnreadMessagesMail } from '../../contracts/jobs.js';
import { defineJob } from '../../queues/index.js';

/*
 * The mails' jobs. The notifications context hands them over (it cannot import this context, which
 * reads its facts): it names each job by its name and builds the payload after the shared types of
 * backend/src/contracts/jobs.ts, which these schemas describe.
 */

/**
 * The e-mails an event calls for, each at most once per recipient and template: handed over by
 * `notifications.deliver`, which loaded the event's facts and worked out who is told what.
 */
export const deliverMails = defineJob({
  name: 'email.deliver',
  queue: 'email',
  payload: z.custom<EventMails>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'event' in value &&
      Array.isArray((value as { mails?: unknown }).mails),
    {
      message: 'not the mails of an event',
    },
  ),
});

/**
 * The one e-mail of a recipient's messages on an order still unread after MESSAGE_MAIL_DELAY_SECONDS:
 * delayed, keyed by the oldest of them (`anchorId`, a notification), so a burst makes one mail.
 */
export const mailUnreadMessages = defineJob({
  name: 'email.unread-messages',
  queue: 'email',
  payload: z.object({
    userId: z.string(),
    projectId: z.string(),
    anchorId: z.string(),
  }) satisfies z.ZodType<UnreadMessagesMail>,
});

/** The e-mail of a recorded reminder or escalation (stage_reminder), to whoever it is for. */
export const mailStageReminder = defineJob({
  name: 'email.stage-reminder',
  queue: 'email',
  payload: z.object({ reminderId: z.string() }),
});

/** A person's morning digest of a Zurich day (YYYY-MM-DD): what is due, overdue and new; at most one a day. */
export const mailMorningDigest = defineJob({
  name: 'email.morning-digest',
  queue: 'email',
  payload: z.object({ userId: z.string(), day: z.string() }),
});

/** The mail context's jobs. */
export const MAIL_JOBS = [deliverMails, mailUnreadMessages, mailStageReminder, mailMorningDigest] as const;
