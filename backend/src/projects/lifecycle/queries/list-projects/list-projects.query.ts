import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectStatus } from '../../../../contracts/projects.js';
import type { ProjectPage } from '../../../../contracts/project-answers.js';

/** A page of the orders the caller sees, newest (or soonest due) first, optionally of some statuses only, found by title or client, or overdue. */
export class ListProjectsQuery extends Query<ProjectPage> {
  constructor(
    readonly actor: Actor,
    readonly statuses: ProjectStatus[] | undefined,
    readonly page: number,
    readonly pageSize: number,
    /** Part of the title or of the client's name (trimmed, bounded by the request). */
    readonly search?: string,
    /** The order of the page: newest first, or the soonest due first. */
    readonly sort: 'newest' | 'due' = 'newest',
    /** Only orders whose running stage is overdue. */
    readonly overdueOnly = false,
  ) {
    super();
  }
}
