/**
 * Queues, the jobs they carry, and which jobs each domain event starts. Producers and processors
 * share these types; the workers refuse to start when a job has no handler or two (see
 * workers/src/job-runner.ts), and the relay publishes each outbox event to exactly the jobs of
 * EVENT_ROUTES.
 */
import type { DomainEventMessage, DomainEventType } from './events.js';

export const QUEUES = ['notifications', 'email', 'ai', 'quota', 'ideas', 'billing', 'clocks', 'publishing'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /**
   * In-app notifications and mails for whoever the events concern (backend/src/notifications/notification-rules.ts):
   * the events of a relay batch together, their facts loaded set-based (see EVENT_BATCH_JOBS).
   */
  'notifications.deliver': EventBatch;
  /**
   * The e-mails an event calls for, each at most once per recipient and template: handed over by
   * `notifications.deliver`, which loaded the event's facts and worked out who is told what.
   */
  'email.deliver': EventMails;
  /** A caption, CTA and hashtags drafted for an order that arrived without a caption. */
  'ai.draft-suggestion': DomainEventMessage<'ProjectCreated'>;
  /** The month plan of content ideas a client asked for (backend/src/ideas, backend/src/ideas/jobs/ideas.jobs.ts). */
  'ai.month-plan': DomainEventMessage<'MonthPlanRequested'>;
  /** Monthly renewal of manually assigned subscriptions (repeatable, 1st of the month, Europe/Zurich). */
  'quota.renew-manual-periods': { scheduledFor?: string };
  /** A sent content idea follows its order: the client's approval finishes it (status completed). */
  'ideas.follow-order': DomainEventMessage<'DesignApprovedByClient'>;
  /** A recorded Stripe event applied to the client's subscription, once and never backwards in time. */
  'billing.apply-stripe-event': DomainEventMessage<'StripeEventReceived'>;
  /**
   * The one e-mail of a recipient's messages on an order still unread after MESSAGE_MAIL_DELAY_SECONDS:
   * delayed, keyed by the oldest of them (`anchorId`, a notification), so a burst makes one mail.
   */
  'email.unread-messages': UnreadMessagesMail;
  /**
   * The stage clocks' scan (repeatable, every minute): sends the reminders and escalations whose
   * moment came, each once per (order, stage start, step), and hands the morning digests out
   * (backend/src/notifications/jobs/stage-clocks.jobs.ts).
   */
  'clocks.scan': { scheduledFor?: string };
  /** The e-mail of a recorded reminder or escalation (stage_reminder), to whoever it is for. */
  'email.stage-reminder': { reminderId: string };
  /** A person's morning digest of a Zurich day (YYYY-MM-DD): what is due, overdue and new; at most one a day. */
  'email.morning-digest': { userId: string; day: string };
  /** A post scheduled (or rescheduled): its publish job, delayed until its time, keyed by post and time (backend/src/publishing/jobs). */
  'publishing.plan': DomainEventMessage<'PostScheduled'>;
  /** Publishes a scheduled post whose time came, at most once (backend/src/publishing/publisher.ts). */
  'publishing.publish': { scheduledPostId: string; at: string };
  /**
   * The publishing scan (repeatable, every minute): hands out the posts whose time came and whose
   * publish job is missing (Redis lost it, or a worker died before it ran), and the figures due.
   */
  'publishing.scan': { scheduledFor?: string };
  /** Reads a published post's figures from its network (hourly for two days, then daily for a month). */
  'publishing.metrics': { scheduledPostId: string };
  /** The hourly renewal of the social accounts' tokens and the owners' warnings (backend/src/social/jobs). */
  'publishing.renew-tokens': { scheduledFor?: string };
}

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
  /** Until when a social account's connection can still be renewed (German date), or ''. */
  until: string;
}

/** Facts of nothing in particular: what an event's own facts are filled into. */
export const NO_FACTS: EventFacts = { projectId: null, title: '', feedback: '', clientName: '', planName: '', month: '', failure: '', network: '', accountName: '', permalink: '', until: '' };

/** The mails of one event with the facts they are written from (the `email.deliver` job). */
export interface EventMails {
  event: DomainEventMessage;
  facts: EventFacts;
  mails: readonly { userId: string; template: MailTemplate }[];
}

/** Events handed to one job together, in the order they were committed. */
export interface EventBatch<E extends DomainEventType = DomainEventType> {
  events: readonly DomainEventMessage<E>[];
}

/** Whose unread messages on which order, from which notification on. */
export interface UnreadMessagesMail {
  userId: string;
  projectId: string;
  anchorId: string;
}
export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [J in JobName]: QueueName } = {
  'notifications.deliver': 'notifications',
  'email.deliver': 'email',
  'ai.draft-suggestion': 'ai',
  'ai.month-plan': 'ai',
  'quota.renew-manual-periods': 'quota',
  'ideas.follow-order': 'ideas',
  'billing.apply-stripe-event': 'billing',
  'email.unread-messages': 'email',
  'clocks.scan': 'clocks',
  'email.stage-reminder': 'email',
  'email.morning-digest': 'email',
  'publishing.plan': 'publishing',
  'publishing.publish': 'publishing',
  'publishing.scan': 'publishing',
  'publishing.metrics': 'publishing',
  'publishing.renew-tokens': 'publishing',
};
export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

/** The jobs whose payload an event of type E is, or a batch of such events. */
type JobsFor<E extends DomainEventType> = {
  [J in JobName]: DomainEventMessage<E> extends JobPayloads[J] ? J : EventBatch<E> extends JobPayloads[J] ? J : never;
}[JobName];

/** The jobs that take a batch of events (EventBatch) rather than one. */
export type EventBatchJobName = { [J in JobName]: JobPayloads[J] extends EventBatch ? J : never }[JobName];

/**
 * How the relay hands the batched jobs over: the events of one claimed batch that route to such a
 * job go out as jobs of at most `maxEvents` events each (typed: every batch job is listed). A job
 * pays BullMQ's take and finish, an ORM context and its statements once for all its events; several
 * jobs per claimed batch let the workers overlap one job's round trips with another's work.
 */
export const EVENT_BATCH_JOBS: { readonly [J in EventBatchJobName]: { maxEvents: number } } = {
  'notifications.deliver': { maxEvents: 100 },
};

export const isEventBatchJob = (job: JobName): job is EventBatchJobName => Object.hasOwn(EVENT_BATCH_JOBS, job);

/**
 * Which jobs each domain event starts. Typed: a route to a job whose payload is not that event is a
 * compile error. Every event type is listed, with an empty list where nothing follows. Whoever is
 * told or mailed of an event is worked out once, by `notifications.deliver`, which hands the mails
 * on to `email.deliver`.
 */
export const EVENT_ROUTES: { readonly [E in DomainEventType]: readonly JobsFor<E>[] } = {
  ProjectCreated: ['notifications.deliver', 'ai.draft-suggestion'],
  DesignerAssigned: ['notifications.deliver'],
  DesignerChanged: ['notifications.deliver'],
  DesignerUnassigned: ['notifications.deliver'],
  WorkStarted: ['notifications.deliver'],
  FinalDesignsSubmitted: ['notifications.deliver'],
  DesignApprovedByAdmin: ['notifications.deliver'],
  DesignRejectedByAdmin: ['notifications.deliver'],
  ChangesRequested: ['notifications.deliver'],
  DesignApprovedByClient: ['notifications.deliver', 'ideas.follow-order'],
  ApprovalGiven: ['notifications.deliver'],
  AttachmentsUploaded: [],
  CommentAdded: ['notifications.deliver'],
  AccountCreated: ['notifications.deliver'],
  PasswordLinkRequested: ['notifications.deliver'],
  PlanRequested: ['notifications.deliver'],
  QuotaRenewed: ['notifications.deliver'],
  MonthPlanRequested: ['ai.month-plan'],
  MonthPlanFinished: ['notifications.deliver'],
  StripeEventReceived: ['billing.apply-stripe-event'],
  SubscriptionActivated: ['notifications.deliver'],
  PaymentFailed: ['notifications.deliver'],
  PinReplyAdded: ['notifications.deliver'],
  PlanAssigned: ['notifications.deliver'],
  PostScheduled: ['publishing.plan'],
  PostPublished: ['notifications.deliver'],
  PostFailed: ['notifications.deliver'],
  PostNeedsAttention: ['notifications.deliver'],
  SocialAccountDisconnected: ['notifications.deliver'],
  SocialAccountExpiring: ['notifications.deliver'],
};

/** The routes of an event type as the relay reads them (the type's jobs, by queue). */
export function routesOf(type: string): readonly JobName[] {
  return (EVENT_ROUTES as Record<string, readonly JobName[] | undefined>)[type] ?? [];
}
