import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectEventType } from '../../../contracts/projects.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectEvent } from '../../project-event.entity.js';
import { TimelineQuery, type TimelineEntryView } from './timeline.query.js';

const INTERNAL_EVENTS: ProjectEventType[] = ['DesignRejectedByAdmin'];

@QueryHandler(TimelineQuery)
export class TimelineHandler implements IQueryHandler<TimelineQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: TimelineQuery): Promise<TimelineEntryView[]> {
    const project = await findVisibleProject(this.em, actor, projectId);
    // The admin's send-back is its internal quality check: not the client's history.
    const scope = actor.clientId ? { type: { $nin: INTERNAL_EVENTS } } : {};
    const events = await this.em.find(ProjectEvent, { project, ...scope }, { populate: ['actor'], orderBy: { at: 'asc', id: 'asc' } });
    return events.map((event) => ({
      type: event.type as ProjectEventType,
      at: event.at.toISOString(),
      actor: event.actor ? { id: event.actor.id, name: event.actor.name } : null,
      data: event.data,
    }));
  }
}
