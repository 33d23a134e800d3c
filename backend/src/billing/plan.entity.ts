import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_TURNAROUND, type Turnaround } from '../contracts/clocks.js';

const PlanSchema = defineEntity({
  name: 'Plan',
  tableName: 'plan',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100).unique(),
    /** CHF per month. */
    price: p.decimal('number').precision(10).scale(2),
    priceDisplay: p.string().length(50),
    description: p.text().default(''),
    postLimit: p.integer(),
    carouselLimit: p.integer(),
    reelLimit: p.integer(),
    features: p.json<string[]>(),
    isRecommended: p.boolean().default(false),
    ctaLabel: p.string().length(100).default('Plan wählen'),
    stripePriceId: p.string().length(200).nullable(),
    /** Business days per stage of its orders (stage clocks): first version, admin check, rework, client review. */
    turnaround: p.json<Turnaround>().onCreate(() => ({ ...DEFAULT_TURNAROUND })),
    /** Set when the plan was taken off sale: hidden from the plan list, kept by its subscriptions. */
    retiredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Plan extends PlanSchema.class {
  /** The plan named Basic is the fallback (spec 000 §3). */
  static readonly FALLBACK_NAME = 'Basic';
}
PlanSchema.setClass(Plan);
