import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import type { MailTemplate } from '../contracts/jobs.js';

const SentMailSchema = defineEntity({
  name: 'SentMail',
  tableName: 'sent_mail',
  properties: {
    /** The outbox event the mail was sent for. */
    eventId: p.uuid().primary(),
    recipient: () => p.manyToOne(Account).primary().deleteRule('cascade').index(),
    template: p.text().$type<MailTemplate>().primary(),
    /** The Message-ID the mail went out with (the same one each time it is rendered). */
    messageId: p.text(),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A mail the SMTP server accepted (or the .eml fallback wrote): one row per (event, recipient,
 * template), written right after the send, so a job that runs again skips it.
 */
export class SentMail extends SentMailSchema.class {}
SentMailSchema.setClass(SentMail);
