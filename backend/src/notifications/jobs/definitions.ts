import { z } from 'zod';
import { defineEventBatchJob, defineJob } from '../../queues/index.js';

/**
 * In-app notifications and mails for whoever the events concern (notification-rules.ts): the events
 * of a relay batch together, their facts loaded set-based, at most 100 a job (notifications.jobs.ts).
 * The mails go on to `email.deliver`. 2,000 events claimed at once in jobs of 100 drained a backlog
 * fastest (docs/benchmarks.md, "Event pipeline").
 */
export const deliverNotifications = defineEventBatchJob({
  name: 'notifications.deliver',
  queue: 'notifications',
  maxEvents: 100,
  on: [
    'ProjectCreated',
    'DesignerAssigned',
    'DesignerChanged',
    'DesignerUnassigned',
    'WorkStarted',
    'FinalDesignsSubmitted',
    'DesignApprovedByAdmin',
    'DesignRejectedByAdmin',
    'ChangesRequested',
    'DesignApprovedByClient',
    'ApprovalGiven',
    'CommentAdded',
    'AccountCreated',
    'PasswordLinkRequested',
    'PlanRequested',
    'QuotaRenewed',
    'MonthPlanFinished',
    'SubscriptionActivated',
    'PaymentFailed',
    'PinReplyAdded',
    'PlanAssigned',
    'PostPublished',
    'PostFailed',
    'PostNeedsAttention',
    'SocialAccountDisconnected',
    'SocialAccountExpiring',
    'DataExportReady',
    'ErasureScheduled',
  ],
});

/**
 * The stage clocks' scan (repeatable, every minute): sends the reminders and escalations whose
 * moment came, each once per (order, stage start, step), and hands the morning digests out
 * (stage-clocks.jobs.ts).
 */
export const scanStageClocks = defineJob({
  name: 'clocks.scan',
  queue: 'clocks',
  payload: z.object({ scheduledFor: z.string().optional() }),
});

/** The notifications context's jobs. */
export const NOTIFICATIONS_JOBS = [deliverNotifications, scanStageClocks] as const;
