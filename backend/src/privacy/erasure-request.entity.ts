import { defineEntity, p } from '@mikro-orm/core';

const ErasureRequestSchema = defineEntity({
  name: 'ErasureRequest',
  tableName: 'erasure_request',
  properties: {
    /** The company (its founding account's id); the row goes with the company it erases. */
    clientId: p.uuid().primary(),
    requestedById: p.uuid(),
    requestedAt: p.datetime(),
    scheduledFor: p.datetime().index(),
    /** When an execution began: from then on it cannot be cancelled, and any run finishes it. */
    startedAt: p.datetime().nullable(),
    /** The admin who executed it at once; null: the clock's scan. */
    startedById: p.uuid().nullable(),
  },
});

/** A company's erasure, asked for by an owner, due 30 days later unless an owner or an admin cancels it. */
export class ErasureRequest extends ErasureRequestSchema.class {}
ErasureRequestSchema.setClass(ErasureRequest);
