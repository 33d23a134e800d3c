import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/** What an erased company's orders leave: counts, never a client, a text or a file. */
const TALLY_MEASURES = ['order', 'review_approved', 'review_rejected', 'stage_ended', 'stage_on_time'] as const;

const ErasedOrderTallySchema = defineEntity({
  name: 'ErasedOrderTally',
  tableName: 'erased_order_tally',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The Zurich month (its first day) the counted things happened in. */
    month: p.date().index(),
    /** The designer they count for (a plain id: a designer's account stays as a nameplate); null: none. */
    designerId: p.uuid().nullable().index(),
    measure: p.enum(TALLY_MEASURES),
    /** `order`: the order's last status and content type. */
    status: p.text().nullable(),
    contentType: p.text().nullable(),
    count: p.integer(),
  },
});

/**
 * The anonymous counts of an erased company's orders (issue 41, docs/privacy.md): its orders go, but
 * the designers' statistics and the agency's months read these beside the orders that remain.
 */
export class ErasedOrderTally extends ErasedOrderTallySchema.class {}
ErasedOrderTallySchema.setClass(ErasedOrderTally);
