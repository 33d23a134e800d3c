import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentRequestId } from '../common/request-id.js';
import type { DomainEventMessage, DomainEventPayloads, DomainEventType } from '../contracts/events.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Records a domain event in the unit of work of the change that caused it, as an outbox row: it is
 * committed by the handler's one flush, or not at all, and the relay publishes it to the jobs that
 * listen to its type (each job's definition, in its context's jobs/definitions.ts) afterwards,
 * with the id of the request (or job) that recorded it. Answers the event's id.
 */
export function recordDomainEvent<T extends DomainEventType>(
  em: EntityManager,
  type: T,
  payload: DomainEventPayloads[T],
  { actorId = null, at = new Date() }: { actorId?: string | null; at?: Date } = {},
): string {
  const eventId = randomUUID();
  const message = { eventId, type, actorId, ...payload } as DomainEventMessage<T>;
  em.create(OutboxEvent, {
    id: eventId,
    type,
    payload: { ...message },
    createdAt: at,
    sentAt: null,
    attempts: 0,
    lastError: null,
    requestId: currentRequestId() ?? null,
  });
  return eventId;
}
