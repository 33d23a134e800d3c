import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller.js';
import { OpenPortalHandler } from './commands/open-portal/open-portal.handler.js';
import { ReceiveStripeEventHandler } from './commands/receive-stripe-event/receive-stripe-event.handler.js';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler.js';

/** Checkout, portal and webhook; the `billing` worker applies the recorded events (workers/src/billing.jobs.ts). */
@Module({
  controllers: [BillingController],
  providers: [StartCheckoutHandler, OpenPortalHandler, ReceiveStripeEventHandler],
})
export class BillingModule {}
