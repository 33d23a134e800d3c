import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectEventMessage } from '../contracts/jobs.js';
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
 * Records a domain event in the unit of work of the change that caused it: a timeline row and an
 * outbox row. Both are written by the handler's one flush, or not at all.
 */
export function recordProjectEvent(em: EntityManager, { type, projectId, actorId, data = {}, at = new Date() }: RecordedEvent): void {
  em.create(ProjectEvent, { project: projectId, type, actor: actorId, data, at });
  const eventId = randomUUID();
  const message: ProjectEventMessage = { eventId, type, projectId, actorId, data };
  em.create(OutboxEvent, { id: eventId, type, payload: { ...message }, createdAt: at, sentAt: null, attempts: 0, lastError: null });
}
