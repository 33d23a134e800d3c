import { z } from 'zod';
import { defineEventJob, defineJob } from '../../queues/index.js';

/** Monthly renewal of manually assigned subscriptions (repeatable, 1st of the month, Europe/Zurich; quota.jobs.ts). */
export const renewManualPeriods = defineJob({
  name: 'quota.renew-manual-periods',
  queue: 'quota',
  payload: z.object({ scheduledFor: z.string().optional() }),
});

/** A recorded Stripe event applied to the client's subscription, once and never backwards in time (billing.jobs.ts). */
export const applyStripeEvent = defineEventJob({
  name: 'billing.apply-stripe-event',
  queue: 'billing',
  on: ['StripeEventReceived'],
});

/** The billing context's jobs. */
export const BILLING_JOBS = [renewManualPeriods, applyStripeEvent] as const;
