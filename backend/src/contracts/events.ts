import type { ProjectEventType } from './projects.js';
import type { SocialNetworkName } from './publishing.js';
import type { Role } from './roles.js';

/** What an order's event carries besides its type: the order and the event's own facts. */
interface ProjectEventPayload {
  projectId: string;
  data: Record<string, unknown>;
}

/**
 * Every domain event the outbox carries, by type, with its payload. Order events also write the
 * order's timeline; the others concern accounts, plans and quotas.
 */
export type DomainEventPayloads = { [T in ProjectEventType]: ProjectEventPayload } & {
  /** An account was made: by sign-up (`byAdmin` false) or by an admin (who then sends no password). */
  AccountCreated: { accountId: string; role: Role | null; byAdmin: boolean };
  /** An admin sends an account a new link to set its password (the welcome mail again; earlier links ended). */
  PasswordLinkRequested: { accountId: string };
  /**
   * A client asked for a plan while payments are off. `replacesOpen`: it replaced the client's open
   * request (another plan), so the admins were mailed already (absent in events written before it).
   */
  PlanRequested: { requestId: string; clientId: string; planId: string; replacesOpen?: boolean };
  /** A client's monthly quota starts anew (`month` YYYY-MM, Europe/Zurich). */
  QuotaRenewed: { clientId: string; month: string };
  /** A client asked for the month plan of content ideas (`jobId`: its IdeaGeneration). */
  MonthPlanRequested: { jobId: string; clientId: string; month: string };
  /** The `ai` worker finished a month plan: written (`ideaCount`) or failed (`error`, German). */
  MonthPlanFinished: { jobId: string; clientId: string; month: string; ideaCount: number | null; error: string | null };
  /** A verified Stripe webhook event was recorded (stripe_event); the `billing` worker applies it. */
  StripeEventReceived: { stripeEventId: string };
  /** A subscription paid through Stripe gives the client its plan (from none or another plan). */
  SubscriptionActivated: { clientId: string; planName: string };
  /** An admin gave a client a plan by hand (PUT /api/admin/clients/:id/plan): the new subscription. */
  PlanAssigned: { clientId: string; planName: string; subscriptionId: string };
  /** Stripe could not collect a payment: the subscription is past_due while Stripe retries. */
  PaymentFailed: { clientId: string; planName: string; stripeEventId: string };
  /** Someone answered in a pin's thread (not on the order's timeline: the pin may be internal). */
  PinReplyAdded: { projectId: string; pinId: string; replyId: string };
  /** An approved order was scheduled to a connected account (`at`: ISO), or its time changed: the publish job is set for then. */
  PostScheduled: ScheduledPostPayload & { at: string };
  /** A scheduled post went out: its permalink is the proof's. */
  PostPublished: ScheduledPostPayload & { permalink: string };
  /** The network refused a post (`error`, German): it did not go out. */
  PostFailed: ScheduledPostPayload & { error: string };
  /** A post needs a person (`error`, German): its account must be connected again, or nobody can tell whether it went out. */
  PostNeedsAttention: ScheduledPostPayload & { error: string };
  /** A network refused an account's token: it is disconnected until its owner connects it again. */
  SocialAccountDisconnected: SocialAccountPayload;
  /** An account's connection can be renewed for less than 7 more days (`until`: ISO): its owner should connect it again. */
  SocialAccountExpiring: SocialAccountPayload & { until: string };
  /** An owner or an admin asked for the company's data (issue 41): the `privacy` worker writes the ZIP. */
  DataExportRequested: { exportId: string; clientId: string };
  /**
   * A company's export is written: its owners get the mail with the signed link (`path`, valid
   * until `expiresAt`, ISO). The link opens nothing the database holding this row does not hold.
   */
  DataExportReady: { exportId: string; clientId: string; expiresAt: string; path: string };
  /** An owner asked for the company's erasure, due at `scheduledFor` (ISO): every member is mailed. */
  ErasureScheduled: { clientId: string; scheduledFor: string };
};

/** What a scheduled post's event names. */
interface ScheduledPostPayload {
  scheduledPostId: string;
  projectId: string;
  clientId: string;
  network: SocialNetworkName;
}

/** What a social account's event names. */
interface SocialAccountPayload {
  socialAccountId: string;
  clientId: string;
  network: SocialNetworkName;
  name: string;
}
export type DomainEventType = keyof DomainEventPayloads;

/**
 * A domain event as the outbox stores it and the queues carry it: a discriminated union on `type`.
 * `traceId` is the id of the request (or job) that recorded it, added by the relay from the outbox
 * row when there was one: the jobs' log lines carry it as their `requestId` (docs/operations.md "One
 * request id"). Not `requestId` in the message: a payload may have a field of that name (a plan
 * request's id), which it would overwrite.
 */
export type DomainEventMessage<T extends DomainEventType = DomainEventType> = {
  [K in T]: { eventId: string; type: K; actorId: string | null; traceId?: string } & DomainEventPayloads[K];
}[T];
