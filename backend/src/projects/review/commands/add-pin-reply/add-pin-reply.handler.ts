import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { recordDomainEvent } from '../../../../outbox/index.js';
import { MessageLimits } from '../../message-limits.js';
import { PinReply } from '../../pin-reply.entity.js';
import { findVisiblePin, PIN_THREAD_BOUNDS } from '../../pin-threads.js';
import { pinReplyOf } from '../../queries/pin-replies/pin-reply.view.js';
import { AddPinReplyCommand } from './add-pin-reply.command.js';
import type { PinReply as PinReplyAnswer } from '../../../../contracts/project-answers.js';

/**
 * An answer in a pin's thread, with its event in the same unit of work (the worker tells the
 * pin's people and whoever it names). Under the order's lock, so the thread's bound holds when two
 * answers arrive at once.
 */
@CommandHandler(AddPinReplyCommand)
export class AddPinReplyHandler implements ICommandHandler<AddPinReplyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: MessageLimits,
  ) {}

  async execute({ actor, projectId, pinId, message }: AddPinReplyCommand): Promise<PinReplyAnswer> {
    await this.limits.consume(actor.userId);
    const reply = await this.em.transactional(async (em) => {
      const pin = await findVisiblePin(em, actor, projectId, pinId, { forUpdate: true });
      if ((await em.count(PinReply, { pin })) >= PIN_THREAD_BOUNDS.replies) {
        throw AppError.validation(`Ein Pin kann höchstens ${PIN_THREAD_BOUNDS.replies} Antworten haben`);
      }
      const reply = em.create(PinReply, { id: randomUUID(), pin, author: actor.userId, message });
      recordDomainEvent(
        em,
        'PinReplyAdded',
        { projectId: pin.project.id, pinId: pin.id, replyId: reply.id },
        { actorId: actor.userId },
      );
      return reply;
    });
    await this.em.populate(reply, ['author']);
    return pinReplyOf(reply);
  }
}
