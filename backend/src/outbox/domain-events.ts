import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventMessage, DomainEventPayloads, DomainEventType } from '../contracts/events.js';
import type { ProjectEventType } from '../contracts/projects.js';
import { ProjectEvent } from '../projects/project-event.entity.js';
import { OutboxEvent } from './outbox-event.entity.js';

export interface RecordedEvent {
  type: ProjectEventType;
  projectId: string;
  actorId: string | null;
  data?: Record<string, unknown>;
  /** When it happened; now unless a replay (a test factory) spaces its events out. */
  at?: Date;
}

/**
 * Records a domain event in the unit of work of the change that caused it, as an outbox row: it is
 * committed by the handler's one flush, or not at all, and the relay publishes it to the jobs of
 * EVENT_ROUTES afterwards. Answers the event's id.
 */
export function recordDomainEvent<T extends DomainEventType>(
  em: EntityManager,
  type: T,
  payload: DomainEventPayloads[T],
  { actorId = null, at = new Date() }: { actorId?: string | null; at?: Date } = {},
): string {
  const eventId = randomUUID();
  const message = { eventId, type, actorId, ...payload } as DomainEventMessage<T>;
  em.create(OutboxEvent, { id: eventId, type, payload: { ...message }, createdAt: at, sentAt: null, attempts: 0, lastError: null });
  return eventId;
}

/** An order's event: a row of its timeline and an outbox row, in the same unit of work. */
export function recordProjectEvent(em: EntityManager, { type, projectId, actorId, data = {}, at = new Date() }: RecordedEvent): void {
  em.create(ProjectEvent, { project: projectId, type, actor: actorId, data, at });
  recordDomainEvent(em, type, { projectId, data }, { actorId, at });
}
