import { Injectable } from '@nestjs/common';
import { ApplyStripeEvent } from '../stripe/apply-stripe-event.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { applyStripeEvent } from './definitions.js';

@Injectable()
export class BillingJobs {
  constructor(private readonly apply: ApplyStripeEvent) {}

  /** A recorded Stripe event, applied once; a Stripe outage while reading the subscription retries the job. */
  @OnJob(applyStripeEvent)
  async applyStripeEvent(event: JobOf<typeof applyStripeEvent>): Promise<{ outcome: string }> {
    return { outcome: await this.apply.run(event.stripeEventId) };
  }
}
