import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';

const StripeCustomerSchema = defineEntity({
  name: 'StripeCustomer',
  tableName: 'stripe_customer',
  properties: {
    /** The client; one Stripe customer each, made at its first checkout and kept. */
    client: () => p.oneToOne(Account).owner().primary().deleteRule('cascade'),
    customerId: p.string().length(255).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Which Stripe customer a client is: how a webhook finds its client, and the portal its customer. */
export class StripeCustomer extends StripeCustomerSchema.class {}
StripeCustomerSchema.setClass(StripeCustomer);
