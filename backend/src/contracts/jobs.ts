/**
 * Queues, the jobs they carry, and which jobs each domain event starts. Producers and processors
 * share these types; the workers refuse to start when a job has no handler or two (see
 * workers/src/job-runner.ts), and the relay publishes each outbox event to exactly the jobs of
 * EVENT_ROUTES.
 */
import type { DomainEventMessage, DomainEventType } from './events.js';

export const QUEUES = ['notifications', 'email', 'ai', 'quota', 'ideas', 'billing'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /** In-app notifications for whoever an event concerns (backend/src/notifications/notification-rules.ts). */
  'notifications.deliver': DomainEventMessage;
  /** The e-mails an event calls for, each at most once per recipient and template. */
  'email.deliver': DomainEventMessage;
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
};
export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

/** The jobs whose payload an event of type E is. */
type JobsFor<E extends DomainEventType> = { [J in JobName]: DomainEventMessage<E> extends JobPayloads[J] ? J : never }[JobName];

/**
 * Which jobs each domain event starts. Typed: a route to a job whose payload is not that event is a
 * compile error. Every event type is listed, with an empty list where nothing follows.
 */
export const EVENT_ROUTES: { readonly [E in DomainEventType]: readonly JobsFor<E>[] } = {
  ProjectCreated: ['notifications.deliver', 'email.deliver', 'ai.draft-suggestion'],
  DesignerAssigned: ['notifications.deliver', 'email.deliver'],
  DesignerChanged: ['notifications.deliver', 'email.deliver'],
  DesignerUnassigned: ['notifications.deliver'],
  WorkStarted: ['notifications.deliver'],
  FinalDesignsSubmitted: ['notifications.deliver'],
  DesignApprovedByAdmin: ['notifications.deliver', 'email.deliver'],
  DesignRejectedByAdmin: ['notifications.deliver', 'email.deliver'],
  ChangesRequested: ['notifications.deliver', 'email.deliver'],
  DesignApprovedByClient: ['notifications.deliver', 'email.deliver', 'ideas.follow-order'],
  AttachmentsUploaded: [],
  CommentAdded: ['notifications.deliver'],
  AccountCreated: ['email.deliver'],
  PasswordLinkRequested: ['email.deliver'],
  PlanRequested: ['notifications.deliver', 'email.deliver'],
  QuotaRenewed: ['email.deliver'],
  MonthPlanRequested: ['ai.month-plan'],
  MonthPlanFinished: ['notifications.deliver'],
  StripeEventReceived: ['billing.apply-stripe-event'],
  SubscriptionActivated: ['notifications.deliver'],
  PaymentFailed: ['notifications.deliver', 'email.deliver'],
  PinReplyAdded: ['notifications.deliver'],
  PlanAssigned: ['notifications.deliver'],
};

/** The routes of an event type as the relay reads them (the type's jobs, by queue). */
export function routesOf(type: string): readonly JobName[] {
  return (EVENT_ROUTES as Record<string, readonly JobName[] | undefined>)[type] ?? [];
}
