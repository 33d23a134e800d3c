import { EntityManager } from '@mikro-orm/postgresql';
import { peopleOf } from '../../../../accounts/index.js';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectComment } from '../../../../contracts/project-answers.js';
import { assertProjectId, projectNotFound, projectScope, scopeSql } from '../../../lifecycle/project-access.js';
import { commentAnswer } from '../../comment-answer.js';
import { ListCommentsQuery } from './list-comments.query.js';

interface CommentRow {
  id: string;
  message: string;
  internal: boolean;
  createdAt: string;
  authorId: string | null;
  /** A guest's comment: its link's id and guest's name. */
  guest: { id: string; name: string } | null;
}

/**
 * Straight from SQL (a read model, like the order list): the order within the caller's scope and its
 * comments, aggregated by Postgres, in one round trip. No row: the order is not the caller's (404).
 */
@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: ListCommentsQuery): Promise<ProjectComment[]> {
    assertProjectId(projectId);
    const scope = scopeSql(projectScope(actor), 'p');
    // The client's view (also an admin's viewing as the client) holds no internal feedback.
    const internal = actor.clientId ? 'and not c.internal' : '';
    const [row] = await this.em.getConnection().execute<{ comments: CommentRow[] }[]>(
      `select (select coalesce(json_agg(json_build_object(
                        'id', c.id, 'message', c.message, 'internal', c.internal, 'createdAt', c.created_at,
                        'authorId', c.author_id,
                        'guest', case when g.id is not null then json_build_object('id', g.id, 'name', g.name) end)
                      order by c.created_at, c.id), '[]')
                 from comment c left join guest_link g on g.id = c.guest_link_id
                where c.project_id = p.id ${internal}) as comments
         from project p
        where p.id = ? and ${scope.condition}`,
      [projectId, ...scope.params],
    );
    if (!row) throw projectNotFound();
    // The authors' names are the accounts context's: asked once for the whole list.
    const people = await peopleOf(
      this.em,
      row.comments.map((comment) => comment.authorId),
    );
    return row.comments.map(({ guest, authorId, ...comment }) =>
      commentAnswer(comment, authorId === null ? undefined : people.get(authorId), guest),
    );
  }
}
