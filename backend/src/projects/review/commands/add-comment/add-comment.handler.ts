import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { recordProjectEvent } from '../../../lifecycle/project-events.js';
import { Comment } from '../../comment.entity.js';
import { MessageLimits } from '../../message-limits.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { commentOf } from '../../queries/list-comments/comment.view.js';
import { AddCommentCommand } from './add-comment.command.js';
import type { ProjectComment } from '../../../../contracts/project-answers.js';

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: MessageLimits,
  ) {}

  async execute({ actor, projectId, message }: AddCommentCommand): Promise<ProjectComment> {
    // The client's members and guests comment as their role allows (the routes check it first).
    if (actor.memberRights && !actor.memberRights.comment) throw AppError.forbidden();
    await this.limits.consume(actor.userId);
    const comment = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId);
      const comment = em.create(Comment, {
        id: randomUUID(),
        project,
        author: actor.accountId,
        guestLinkId: actor.guest?.linkId ?? null,
        message,
      });
      // The comment's id: the worker tells its recipients (and the people it mentions) of it.
      const guest = actor.guest ? { guest: actor.guest.name, guestLinkId: actor.guest.linkId } : {};
      recordProjectEvent(em, {
        type: 'CommentAdded',
        projectId,
        actorId: actor.accountId,
        data: { commentId: comment.id, ...guest },
      });
      return comment;
    });
    await this.em.populate(comment, ['author']);
    return commentOf(comment, actor.guest?.name);
  }
}
