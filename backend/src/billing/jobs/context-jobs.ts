import { contextJobs } from '../../queues/index.js';
import { ApplyStripeEvent } from '../stripe/apply-stripe-event.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { BillingJobs } from './billing.jobs.js';
import { BILLING_JOBS } from './definitions.js';
import { QuotaJobs } from './quota.jobs.js';
import { RenewManualPeriods } from './renew-manual-periods.js';

/** The billing context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const BILLING_CONTEXT_JOBS = contextJobs(
  BILLING_JOBS,
  [QuotaJobs, BillingJobs, RenewManualPeriods, ApplyStripeEvent],
  [StripeModule],
);
