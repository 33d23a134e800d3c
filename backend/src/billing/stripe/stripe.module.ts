import { Global, Module } from '@nestjs/common';
import { StripeGateway } from './stripe-gateway.js';

/** The Stripe gateway for every module that asks (checkout, webhook, the admin's client detail, the workers). */
@Global()
@Module({ providers: [StripeGateway], exports: [StripeGateway] })
export class StripeModule {}
