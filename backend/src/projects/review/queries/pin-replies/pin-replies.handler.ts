import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PinReply } from '../../pin-reply.entity.js';
import { findVisiblePin } from '../../pin-threads.js';
import { PinRepliesQuery } from './pin-replies.query.js';
import { pinReplyOf } from './pin-reply.view.js';
import type { PinReply as PinReplyAnswer } from '../../../../contracts/project-answers.js';

@QueryHandler(PinRepliesQuery)
export class PinRepliesHandler implements IQueryHandler<PinRepliesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId, pinId }: PinRepliesQuery): Promise<PinReplyAnswer[]> {
    const pin = await findVisiblePin(this.em, actor, projectId, pinId);
    const replies = await this.em.find(
      PinReply,
      { pin },
      { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return replies.map((reply) => pinReplyOf(reply));
  }
}
