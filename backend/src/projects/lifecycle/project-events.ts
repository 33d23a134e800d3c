import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectEventType } from '../../contracts/projects.js';
import { recordDomainEvent } from '../../outbox/index.js';
import { ProjectEvent } from './project-event.entity.js';

export interface RecordedEvent {
  type: ProjectEventType;
  projectId: string;
  actorId: string | null;
  data?: Record<string, unknown>;
  /** When it happened; now unless a replay (a test factory) spaces its events out. */
  at?: Date;
}

/** An order's event: a row of its timeline and an outbox row, in the same unit of work. */
export function recordProjectEvent(
  em: EntityManager,
  { type, projectId, actorId, data = {}, at = new Date() }: RecordedEvent,
): void {
  em.create(ProjectEvent, { project: projectId, type, actor: actorId, data, at });
  recordDomainEvent(em, type, { projectId, data }, { actorId, at });
}
