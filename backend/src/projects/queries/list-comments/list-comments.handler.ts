import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Comment } from '../../comment.entity.js';
import { findVisibleProject } from '../../project-access.js';
import { commentOf } from './comment.view.js';
import { ListCommentsQuery } from './list-comments.query.js';
import type { ProjectComment } from '../../../contracts/project-answers.js';

@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: ListCommentsQuery): Promise<ProjectComment[]> {
    const project = await findVisibleProject(this.em, actor, projectId);
    // The client's view (also an admin's viewing as the client) holds no internal feedback.
    const scope = actor.clientId ? { internal: false } : {};
    const comments = await this.em.find(Comment, { project, ...scope }, { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } });
    return comments.map((comment) => commentOf(comment));
  }
}
