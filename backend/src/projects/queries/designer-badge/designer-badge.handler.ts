import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Project } from '../../project.entity.js';
import { DesignerBadgeQuery } from './designer-badge.query.js';

@QueryHandler(DesignerBadgeQuery)
export class DesignerBadgeHandler implements IQueryHandler<DesignerBadgeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ designerId }: DesignerBadgeQuery) {
    return { count: await this.em.count(Project, { designer: designerId, status: { $in: ['new', 'review'] } }) };
  }
}
