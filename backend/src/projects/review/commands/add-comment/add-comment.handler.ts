import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { peopleOf } from '../../../../accounts/index.js';
import { Clock } from '../../../../common/clock.js';
import { AppError } from '../../../../common/errors/app-error.js';
import type { ProjectComment } from '../../../../contracts/project-answers.js';
import { writeIfWithDomainEvent } from '../../../../outbox/index.js';
import { assertProjectId, projectNotFound, projectScope, scopeSql } from '../../../lifecycle/project-access.js';
import { commentAnswer } from '../../comment-answer.js';
import { MessageLimits } from '../../message-limits.js';
import { AddCommentCommand } from './add-comment.command.js';

/**
 * A comment on an order the caller may see: the comment, its timeline row and its outbox row in ONE
 * statement, each written only when the order is in the caller's scope (so no transaction and no
 * unit of work); the author's name is read beside it. The worker tells the order's people (and
 * whoever the comment mentions) of it.
 */
@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: MessageLimits,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, projectId, message }: AddCommentCommand): Promise<ProjectComment> {
    // The client's members and guests comment as their role allows (the routes check it first).
    if (actor.memberRights && !actor.memberRights.comment) throw AppError.forbidden();
    assertProjectId(projectId);
    await this.limits.consume(actor.userId);
    const at = this.clock.now();
    const id = randomUUID();
    const guest = actor.guest ? { guest: actor.guest.name, guestLinkId: actor.guest.linkId } : {};
    const data = { commentId: id, ...guest };
    const { condition, params } = scopeSql(projectScope(actor), 'p');
    const [written, author] = await Promise.all([
      writeIfWithDomainEvent(
        this.em,
        {
          onlyIf: 'visible',
          ctes: [
            `visible as (select p.id from project p where p.id = ? and ${condition})`,
            `comment_row as (
               insert into comment (id, project_id, author_id, guest_link_id, message, internal, created_at)
               select ?::uuid, id, ?::uuid, ?::uuid, ?, false, ?::timestamptz from visible)`,
            `event_row as (
               insert into project_event (id, project_id, type, actor_id, data, at)
               select ?::uuid, id, 'CommentAdded', ?::uuid, ?::jsonb, ?::timestamptz from visible)`,
          ],
          params: [
            projectId,
            ...params,
            id,
            actor.accountId,
            actor.guest?.linkId ?? null,
            message,
            at,
            randomUUID(),
            actor.accountId,
            JSON.stringify(data),
            at,
          ],
        },
        'CommentAdded',
        { projectId, data },
        { actorId: actor.accountId, at },
      ),
      actor.accountId ? peopleOf(this.em, [actor.accountId]) : null,
    ]);
    if (!written) throw projectNotFound();
    const guestAuthor = actor.guest ? { id: actor.guest.linkId, name: actor.guest.name } : null;
    return commentAnswer(
      { id, message, internal: false, createdAt: at },
      actor.accountId ? author?.get(actor.accountId) : undefined,
      guestAuthor,
    );
  }
}
