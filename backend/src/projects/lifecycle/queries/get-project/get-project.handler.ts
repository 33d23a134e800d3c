import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProjectViews } from '../../project.view.js';
import { GetProjectQuery } from './get-project.query.js';

@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
  ) {}

  async execute({ actor, projectId }: GetProjectQuery) {
    return this.views.find(this.em, actor, projectId);
  }
}
