import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Account, contactsOf, invitationOf, PasswordSetupToken } from '../../accounts/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import { NO_FACTS, type EventFacts, type MailTemplate } from '../../contracts/jobs.js';
import { type MailData, type MonthlyLimits, renderMail } from '../templates.js';
import { Mailer, messageIdOf } from '../mailer.js';
import { SentMail } from '../sent-mail.entity.js';
import {
  claimMorningDigest,
  markMessagesMailed,
  markReminderMailed,
  reminderMailOf,
  scheduleUnreadMessagesMail,
  unreadMessagesOf,
} from '../../notifications/index.js';
import { Clock } from '../../common/clock.js';
import { CURRENT, Subscription } from '../../billing/index.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { deliverMails, mailMorningDigest, mailStageReminder, mailUnreadMessages } from './definitions.js';
import { issueGuestToken } from '../../projects/index.js';

type Recipient = Pick<Account, 'id' | 'email' | 'name'>;

/** The order's page in each role's own area. */
const PROJECT_PATH = { client: '/client/project/', designer: '/designer/project/', admin: '/admin/project/' } as const;

const keyOf = (recipientId: string, template: string) => `${recipientId} ${template}`;

@Injectable()
export class EmailJobs implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailJobs.name);
  /** Made here rather than injected: the workers module lists this class as the mail's one provider. */
  readonly mailer: Mailer;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue('email') private readonly queue: Queue,
    private readonly clock: Clock,
  ) {
    this.mailer = new Mailer(config);
  }

  onApplicationShutdown(): void {
    this.mailer.onApplicationShutdown();
  }

  /**
   * Sends the mails an event calls for (handed over by `notifications.deliver`, which worked them
   * out with notification-rules.ts from the facts it loaded), each at most once per (event,
   * recipient, template): a mail recorded in sent_mail is skipped, the others are rendered, sent
   * and recorded one by one right after the server accepted them. When any fails, the job throws
   * after trying the rest, and its retry sends only what is still missing. The one window for a
   * duplicate is a crash between the server's accept and the record (docs/decisions.md); the
   * Message-ID is the same on both, so mail systems can tell.
   */
  @OnJob(deliverMails)
  async deliver({ event, facts, mails }: JobOf<typeof deliverMails>): Promise<{ sent: number; skipped: number }> {
    // Plain statements, no entities: this runs for every event that mails anyone.
    const recorded = await this.em
      .getConnection()
      .execute<{ recipient_id: string; template: MailTemplate }[]>(
        'select recipient_id, template from sent_mail where event_id = ?',
        [event.eventId],
      );
    const done = new Set(recorded.map((row) => keyOf(row.recipient_id, row.template)));
    const due = mails.filter((delivery) => !done.has(keyOf(delivery.userId, delivery.template)));
    if (!due.length) return { sent: 0, skipped: mails.length };

    // Deleted accounts keep their row without an address: they get nothing (contactsOf leaves them out).
    const recipients: Map<string, Recipient> = await contactsOf(
      this.em,
      due.map((delivery) => delivery.userId),
    );

    let sent = 0;
    const failures: string[] = [];
    for (const delivery of due) {
      const recipient = recipients.get(delivery.userId);
      if (!recipient) continue;
      try {
        if (await this.sendOne(event, facts, delivery.template, recipient)) sent += 1;
      } catch (error) {
        failures.push(
          `${delivery.template} to ${delivery.userId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (failures.length)
      throw new Error(
        `${failures.length} of ${due.length} mails of event ${event.eventId} not sent (a retry sends those): ${failures.join('; ')}`,
      );
    return { sent, skipped: mails.length - due.length };
  }

  /**
   * The one mail of a recipient's messages on an order still unread after the delay (message-mail.ts):
   * what is unread at send time, from the anchor's window; nothing when all was read meanwhile. The
   * messages are marked mailed with the record, in one transaction, so a retry sends nothing twice
   * (except after a crash between the server's accept and the record: the same Message-ID again).
   * Messages that came in since get their own mail, keyed by the oldest of them.
   */
  @OnJob(mailUnreadMessages)
  async unreadMessages(job: JobOf<typeof mailUnreadMessages>): Promise<{ sent: number }> {
    const delayMs = this.config.messageMailDelayMs;
    const due = await unreadMessagesOf(this.em, job, delayMs);
    let sent = 0;
    if (due) {
      const recorded = await this.em.count(SentMail, {
        eventId: job.anchorId,
        recipient: job.userId,
        template: 'unread-messages',
      });
      if (!recorded) {
        const data: MailData = {
          recipientName: due.recipient.name,
          recipientEmail: due.recipient.email,
          facts: { ...NO_FACTS, projectId: job.projectId, title: due.title },
          clientId: null,
          limits: null,
          setPassword: null,
          messages: { lines: due.lines, path: due.path, minutes: Math.max(1, Math.round(delayMs / 60_000)) },
        };
        const rendered = renderMail('unread-messages', data, this.config.appUrl);
        const messageId = messageIdOf(this.config.appUrl, job.anchorId, 'unread-messages', job.userId);
        await this.mailer.send({
          to: { name: due.recipient.name, address: due.recipient.email },
          ...rendered,
          messageId,
        });
        sent = 1;
      }
      // One transaction: the messages marked mailed (by their owner) and the mail recorded together, or neither.
      await this.em.transactional(async (tx) => {
        await markMessagesMailed(tx, due.ids);
        await tx
          .getConnection()
          .execute(
            `insert into sent_mail (event_id, recipient_id, template, message_id, sent_at) values (?, ?, 'unread-messages', ?, now()) on conflict do nothing`,
            [job.anchorId, job.userId, messageIdOf(this.config.appUrl, job.anchorId, 'unread-messages', job.userId)],
            'all',
            tx.getTransactionContext(),
          );
      });
    }
    await scheduleUnreadMessagesMail(this.em, this.queue, delayMs, job.userId, job.projectId);
    return { sent };
  }

  /**
   * The mail of a recorded reminder or escalation (handed over by the stage clocks' scan), to each of
   * its recipients at most once (sent_mail, keyed by the reminder's id), read at send time: nothing
   * when the stage it belongs to ended meanwhile. Done (mailed_at) once every mail went out; a
   * failure throws after trying the others, and the retry sends only the missing ones.
   */
  @OnJob(mailStageReminder)
  async stageReminder({ reminderId }: JobOf<typeof mailStageReminder>): Promise<{ sent: number }> {
    const mail = await reminderMailOf(this.em, reminderId, this.clock.now());
    if (!mail) return { sent: 0 };
    const template: MailTemplate = mail.step === 'overdue' ? 'stage-escalation' : 'stage-reminder';
    const recorded = await this.em.find(SentMail, { eventId: reminderId }, { fields: ['recipient'] });
    const done = new Set(recorded.map((row) => row.recipient.id));
    const due = mail.recipients.filter((id) => !done.has(id));
    const recipients = [...(await contactsOf(this.em, due)).values()];
    let sent = 0;
    const failures: string[] = [];
    for (const recipient of recipients) {
      if (!recipient.role) continue;
      try {
        const data: MailData = {
          recipientName: recipient.name,
          recipientEmail: recipient.email,
          facts: { ...NO_FACTS, projectId: mail.projectId },
          clientId: null,
          limits: null,
          setPassword: null,
          reminder: { text: mail.text, path: `${PROJECT_PATH[recipient.role]}${mail.projectId}` },
        };
        const messageId = messageIdOf(this.config.appUrl, reminderId, template, recipient.id);
        await this.mailer.send({
          to: { name: recipient.name, address: recipient.email },
          ...renderMail(template, data, this.config.appUrl),
          messageId,
        });
        await this.em
          .getConnection()
          .execute(
            `insert into sent_mail (event_id, recipient_id, template, message_id, sent_at) values (?, ?, ?, ?, now()) on conflict do nothing`,
            [reminderId, recipient.id, template, messageId],
          );
        sent += 1;
      } catch (error) {
        failures.push(`${template} to ${recipient.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // The guests the client asked to review, by their e-mail (they have no account): each once.
    const guestsDone = new Set(
      (
        await this.em
          .getConnection()
          .execute<{ guest_link_id: string }[]>('select guest_link_id from guest_mail where reminder_id = ?', [
            reminderId,
          ])
      ).map((row) => row.guest_link_id),
    );
    for (const guest of mail.guests.filter((candidate) => !guestsDone.has(candidate.linkId))) {
      try {
        const data: MailData = {
          recipientName: guest.name,
          recipientEmail: guest.email,
          facts: { ...NO_FACTS, projectId: mail.projectId, clientName: mail.clientName },
          clientId: null,
          limits: null,
          setPassword: null,
          reminder: { text: mail.text, path: '' },
          guest: { of: mail.clientName, path: `/r/${await issueGuestToken(this.em, guest.linkId)}` },
        };
        const messageId = messageIdOf(this.config.appUrl, reminderId, 'guest-reminder', guest.linkId);
        await this.mailer.send({
          to: { name: guest.name, address: guest.email },
          ...renderMail('guest-reminder', data, this.config.appUrl),
          messageId,
        });
        await this.em
          .getConnection()
          .execute(
            'insert into guest_mail (reminder_id, guest_link_id, sent_at) values (?, ?, now()) on conflict do nothing',
            [reminderId, guest.linkId],
          );
        sent += 1;
      } catch (error) {
        failures.push(
          `guest-reminder to guest link ${guest.linkId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (failures.length)
      throw new Error(
        `${failures.length} mails of reminder ${reminderId} not sent (a retry sends those): ${failures.join('; ')}`,
      );
    await markReminderMailed(this.em, reminderId);
    return { sent };
  }

  /**
   * A person's morning digest of a day, at most once: the day is claimed (its morning_digest row,
   * notifications') and the mail sent in one transaction, so of two jobs only the one whose claim
   * wins sends (the other waits for its commit and finds the row), and a failed send leaves no row
   * for the retry. Nothing is sent (the row stays) when nothing is owed any more.
   */
  @OnJob(mailMorningDigest)
  async morningDigest({ userId, day }: JobOf<typeof mailMorningDigest>): Promise<{ sent: number }> {
    return this.em.transactional(async (tx) => {
      const digest = await claimMorningDigest(tx, userId, day, this.clock.now());
      if (!digest || !(digest.due.length + digest.overdue.length + digest.arrived.length)) return { sent: 0 };
      const { recipient } = digest;
      const data: MailData = {
        recipientName: recipient.name,
        recipientEmail: recipient.email,
        facts: NO_FACTS,
        clientId: null,
        limits: null,
        setPassword: null,
        digest,
      };
      const messageId = messageIdOf(this.config.appUrl, `digest-${day}`, 'morning-digest', recipient.id);
      await this.mailer.send({
        to: { name: recipient.name, address: recipient.email },
        ...renderMail('morning-digest', data, this.config.appUrl),
        messageId,
      });
      return { sent: 1 };
    });
  }

  /** Renders, sends and records one mail; answers false when there is nothing to tell. */
  private async sendOne(
    event: DomainEventMessage,
    facts: EventFacts,
    template: MailTemplate,
    recipient: Recipient,
  ): Promise<boolean> {
    const data: MailData = {
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      facts,
      clientId: event.type === 'PlanRequested' ? event.clientId : null,
      limits: null,
      setPassword: null,
    };
    if (template === 'quota-renewed') {
      data.limits = await this.limitsOf(recipient.id);
      // The plan ended since: no quota to announce.
      if (!data.limits) return false;
    }
    if (template === 'welcome') {
      // Made now, never carried in the outbox or the queue, and bound to the account as it is now;
      // a retry makes a new one, which ends the earlier one. An inactive account gets no link.
      const token = await PasswordSetupToken.issue(this.em, recipient.id, this.config.passwordLinkTtlHours);
      if (!token) return false;
      await this.em.flush();
      data.setPassword = { token, validHours: this.config.passwordLinkTtlHours };
      if (event.type === 'AccountCreated') data.invitation = await invitationOf(this.em, recipient.id);
    }
    const rendered = renderMail(template, data, this.config.appUrl);
    const messageId = messageIdOf(this.config.appUrl, event.eventId, template, recipient.id);
    await this.mailer.send({ to: { name: recipient.name, address: recipient.email }, ...rendered, messageId });
    await this.em
      .getConnection()
      .execute(
        `insert into sent_mail (event_id, recipient_id, template, message_id, sent_at) values (?, ?, ?, ?, now()) on conflict do nothing`,
        [event.eventId, recipient.id, template, messageId],
      );
    this.logger.debug(`Sent ${template} for event ${event.eventId} to ${recipient.id} (${this.mailer.destination})`);
    return true;
  }

  private async limitsOf(clientId: string): Promise<MonthlyLimits | null> {
    const subscription = await this.em.findOne(
      Subscription,
      { user: clientId, status: CURRENT },
      { populate: ['plan'] },
    );
    if (!subscription) return null;
    const { name, postLimit, carouselLimit, reelLimit } = subscription.plan;
    return { planName: name, post: postLimit, carousel: carouselLimit, reel: reelLimit };
  }
}
