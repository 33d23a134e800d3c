import { Command } from '@nestjs/cqrs';

/** POST /api/billing/webhook: Stripe tells of a change, signed with the endpoint's secret. */
export class ReceiveStripeEventCommand extends Command<{ received: true; duplicate: boolean }> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
