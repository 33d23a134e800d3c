import { defineEntity, p } from '@mikro-orm/core';

const StripeEventSchema = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_event',
  indexes: [
    {
      name: 'stripe_event_unprocessed_index',
      expression:
        'create index "stripe_event_unprocessed_index" on "stripe_event" ("received_at") where "processed_at" is null',
    },
  ],
  properties: {
    /** Stripe's event id (evt_…): a delivery of an id already here changes nothing. */
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    /** Stripe's `created` of the event: what "older" means when deliveries come out of order. */
    stripeCreatedAt: p.datetime(),
    /** The verified event as Stripe sent it (the `billing` worker applies it from here). */
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
    /** What applying it did, for the operator: "applied", "older than the subscription", "unknown customer" … */
    outcome: p.string().length(200).nullable(),
  },
});

/** A Stripe webhook event, recorded once and applied once. */
export class StripeEvent extends StripeEventSchema.class {}
StripeEventSchema.setClass(StripeEvent);
