import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { statusesWhere } from '../../../../contracts/projects.js';
import { projectScope, scopeFilter } from '../../project-access.js';
import { Project } from '../../project.entity.js';
import { ClientBadgeQuery } from './client-badge.query.js';

const CLIENT_REVIEW = statusesWhere((meaning) => meaning.waitingFor === 'clientReview');

@QueryHandler(ClientBadgeQuery)
export class ClientBadgeHandler implements IQueryHandler<ClientBadgeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor }: ClientBadgeQuery) {
    return {
      count: await this.em.count(Project, { ...scopeFilter(projectScope(actor)), status: { $in: CLIENT_REVIEW } }),
    };
  }
}
