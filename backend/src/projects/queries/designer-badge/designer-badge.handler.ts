import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { statusesWhere } from '../../../contracts/projects.js';
import { projectScope, scopeFilter } from '../../project-access.js';
import { Project } from '../../project.entity.js';
import { DesignerBadgeQuery } from './designer-badge.query.js';

const BADGE_STATUSES = statusesWhere((meaning) => meaning.designerBadge);

@QueryHandler(DesignerBadgeQuery)
export class DesignerBadgeHandler implements IQueryHandler<DesignerBadgeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor }: DesignerBadgeQuery) {
    return { count: await this.em.count(Project, { ...scopeFilter(projectScope(actor)), status: { $in: BADGE_STATUSES } }) };
  }
}
