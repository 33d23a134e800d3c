import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const OutboxEventSchema = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_event',
  indexes: [
    // The relay reads only what is still unsent, oldest first.
    {
      name: 'outbox_event_unsent_index',
      expression: 'create index "outbox_event_unsent_index" on "outbox_event" ("created_at") where "sent_at" is null',
    },
  ],
  properties: {
    /** Also the BullMQ job id, so a relay that publishes twice adds the job once. */
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    type: p.string().length(100),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    /** A relay has claimed it until then (lease): another relay takes it over only afterwards. */
    claimedUntil: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** The request that recorded it (common/request-id.ts); the relay hands it on to the event's jobs. */
    requestId: p.string().length(64).nullable(),
  },
});

/** A domain event committed with the change that caused it, waiting to be published to BullMQ. */
export class OutboxEvent extends OutboxEventSchema.class {}
OutboxEventSchema.setClass(OutboxEvent);
