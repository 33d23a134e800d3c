/**
 * The queues, and the payloads that cross a context's border on them (the notifications hand the
 * mails over to the mail context). Each job is declared beside its feature, in its context's
 * `jobs/definitions.ts` (docs/events.md "Jobs"), with its queue and the events it listens to.
 */
import type { DomainEventMessage } from './events.js';

export const QUEUES = [
  'notifications',
  'email',
  'ai',
  'quota',
  'ideas',
  'billing',
  'clocks',
  'publishing',
  'privacy',
] as const;
export type QueueName = (typeof QUEUES)[number];

/** The e-mails there are (backend/src/mail/templates.ts writes each in German, HTML and text; backend/src/notifications/notification-rules.ts says who gets which). */
export const MAIL_TEMPLATES = [
  'order-assigned',
  'design-sent-back',
  'changes-requested',
  'design-ready',
  /** To the designer: the client approved the design, the order is completed. */
  'design-approved',
  'quota-renewed',
  'plan-requested',
  'welcome',
  /** To the client: Stripe could not collect the payment; the way to the portal. */
  'payment-failed',
  /** The messages on an order still unread after a while, bundled (backend/src/notifications/jobs/message-mail.ts). */
  'unread-messages',
  /** To whoever owes an order's next move: it is due today (stage clocks). */
  'stage-reminder',
  /** To the admins: a designer's or the admins' stage is overdue. */
  'stage-escalation',
  /** Business days at 07:30: what is due today, overdue and new, to whoever owes it. */
  'morning-digest',
  /** To a guest with an e-mail whose link may comment or approve: the client's review is due. */
  'guest-reminder',
  /** To the client's owners and approvers: a post went out, with its permalink. */
  'post-published',
  /** To the client's owners and approvers: a post failed or needs attention, and why. */
  'post-failed',
  /** To the client's owners: an account must be connected again (disconnected, or soon no longer renewable). */
  'social-account',
  /** To the company's owners: the data export is ready, with its signed link (7 days). */
  'data-export-ready',
  /** To every member of a company: its erasure is scheduled, and when. */
  'erasure-scheduled',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What an event is about, loaded once per event, for the messages and the mails. */
export interface EventFacts {
  projectId: string | null;
  /** The order's title in German quotes, or ''. */
  title: string;
  /** The feedback of a send-back or change request, or ''. */
  feedback: string;
  clientName: string;
  planName: string;
  /** YYYY-MM of a renewed quota or of a month plan, or ''. */
  month: string;
  /** Why a month plan could not be written, or a post failed (German), or ''. */
  failure: string;
  /** A post's or a social account's network (its name, e.g. Instagram), or ''. */
  network: string;
  /** A social account's name (the page, the @handle), or ''. */
  accountName: string;
  /** A published post's permalink, or ''. */
  permalink: string;
  /** Until when a social account's connection can still be renewed, or a company's erasure is due (German date), or ''. */
  until: string;
  /** A data export's signed download path (the app's origin goes in front), or ''. */
  download: string;
}

/** Facts of nothing in particular: what an event's own facts are filled into. */
export const NO_FACTS: EventFacts = {
  projectId: null,
  title: '',
  feedback: '',
  clientName: '',
  planName: '',
  month: '',
  failure: '',
  network: '',
  accountName: '',
  permalink: '',
  until: '',
  download: '',
};

/** The mails of one event with the facts they are written from (the `email.deliver` job). */
export interface EventMails {
  event: DomainEventMessage;
  facts: EventFacts;
  mails: readonly { userId: string; template: MailTemplate }[];
}

/** Whose unread messages on which order, from which notification on. */
export interface UnreadMessagesMail {
  userId: string;
  projectId: string;
  anchorId: string;
}
