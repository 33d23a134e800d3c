import { Injectable } from '@nestjs/common';
import { ApplyStripeEvent } from '../stripe/apply-stripe-event.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import { OnJob } from '../../queues/index.js';

@Injectable()
export class BillingJobs {
  constructor(private readonly apply: ApplyStripeEvent) {}

  /** A recorded Stripe event, applied once; a Stripe outage while reading the subscription retries the job. */
  @OnJob('billing.apply-stripe-event')
  async applyStripeEvent(event: DomainEventMessage<'StripeEventReceived'>): Promise<{ outcome: string }> {
    return { outcome: await this.apply.run(event.stripeEventId) };
  }
}
