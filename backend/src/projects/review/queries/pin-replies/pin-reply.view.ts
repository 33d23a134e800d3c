import type { PinReply as PinReplyAnswer } from '../../../../contracts/project-answers.js';
import type { PinReply } from '../../pin-reply.entity.js';

/** A message of a pin's thread as the API answers it. */
export function pinReplyOf(reply: PinReply): PinReplyAnswer {
  return {
    id: reply.id,
    message: reply.message,
    author: reply.author ? { id: reply.author.id, name: reply.author.name } : null,
    createdAt: reply.createdAt.toISOString(),
  };
}
