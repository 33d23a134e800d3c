import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadSql } from '../../../../common/read-sql.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';
import { assertProjectId, projectNotFound, projectScope } from '../../project-access.js';
import { loadProjectFacts } from '../../project-details.js';
import { ProjectViews } from '../../project.view.js';
import { GetProjectQuery } from './get-project.query.js';

/**
 * The order's detail: its facts in one prepared statement on the read side, within the caller's
 * scope (an order outside it, or an id that cannot be one, is answered like a missing one), shown
 * as the caller sees it.
 */
@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(
    private readonly sql: ReadSql,
    private readonly views: ProjectViews,
  ) {}

  async execute({ actor, projectId }: GetProjectQuery): Promise<ProjectDetail> {
    assertProjectId(projectId);
    const [order] = await loadProjectFacts(this.sql, [projectId], projectScope(actor));
    if (!order) throw projectNotFound();
    return this.views.of(actor, order);
  }
}
