import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';
import { ProjectViews } from '../../project.view.js';
import { GetProjectQuery } from './get-project.query.js';

/**
 * The order's detail: its facts in one prepared statement on the read side, within the caller's
 * scope (an order outside it, or an id that cannot be one, is answered like a missing one), shown
 * as the caller sees it.
 */
@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(private readonly views: ProjectViews) {}

  execute({ actor, projectId }: GetProjectQuery): Promise<ProjectDetail> {
    return this.views.detail(actor, { id: projectId });
  }
}
