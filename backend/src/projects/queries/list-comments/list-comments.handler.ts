import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Comment } from '../../comment.entity.js';
import { findVisibleProject } from '../../project-access.js';
import { CommentView } from './comment.view.js';
import { ListCommentsQuery } from './list-comments.query.js';

@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: ListCommentsQuery): Promise<CommentView[]> {
    const project = await findVisibleProject(this.em, actor, projectId);
    const comments = await this.em.find(Comment, { project }, { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } });
    return comments.map((comment) => CommentView.of(comment));
  }
}
