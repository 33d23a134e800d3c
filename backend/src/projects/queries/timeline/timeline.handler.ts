import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectEventType } from '../../../contracts/projects.js';
import { DesignVersion } from '../../design-version.entity.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectEvent } from '../../project-event.entity.js';
import type { Project } from '../../project.entity.js';
import { TimelineQuery } from './timeline.query.js';
import type { TimelineEntry } from '../../../contracts/project-answers.js';

const INTERNAL_EVENTS: ProjectEventType[] = ['DesignRejectedByAdmin'];

/** Entries that are about one version: a client who may not see that version does not see them at all. */
const VERSION_EVENTS: ProjectEventType[] = ['FinalDesignsSubmitted', 'DesignApprovedByAdmin', 'DesignRejectedByAdmin', 'DesignApprovedByClient', 'ChangesRequested'];

@QueryHandler(TimelineQuery)
export class TimelineHandler implements IQueryHandler<TimelineQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: TimelineQuery): Promise<TimelineEntry[]> {
    const project = await findVisibleProject(this.em, actor, projectId);
    // The admin's send-back is its internal quality check: not the client's history.
    const clientView = actor.clientId !== null;
    const scope = clientView ? { type: { $nin: INTERNAL_EVENTS } } : {};
    const events = await this.em.find(ProjectEvent, { project, ...scope }, { populate: ['actor'], orderBy: { at: 'asc', id: 'asc' } });
    const entries = events.map((event) => ({
      type: event.type as ProjectEventType,
      at: event.at.toISOString(),
      actor: event.actor ? { id: event.actor.id, name: event.actor.name } : null,
      data: event.data,
    }));
    return clientView ? this.forClient(project, entries) : entries;
  }

  /**
   * The client's timeline names only the versions it may see (the one rule,
   * DesignVersion.visibleToClient): a submission still in the admin's check or sent back, with its
   * file names, is left out; an entry about something else (a designer who left) loses the number.
   */
  private async forClient(project: Project, entries: TimelineEntry[]): Promise<TimelineEntry[]> {
    const versions = await this.em.find(DesignVersion, { project }, { fields: ['number', 'passedAt'] });
    const visible = new Set(versions.filter((version) => version.visibleToClient()).map((version) => version.number));
    let submissions = 0;
    const shown: TimelineEntry[] = [];
    for (const entry of entries) {
      if (entry.type === 'FinalDesignsSubmitted') submissions += 1;
      // Submissions recorded before versions existed carry no number: the nth one was V n (as migrated).
      const named = typeof entry.data.version === 'number' ? entry.data.version : entry.type === 'FinalDesignsSubmitted' ? submissions : null;
      if (named === null || visible.has(named)) shown.push(entry);
      else if (!VERSION_EVENTS.includes(entry.type)) {
        const data = { ...entry.data };
        delete data.version;
        delete data.files;
        shown.push({ ...entry, data });
      }
    }
    return shown;
  }
}
