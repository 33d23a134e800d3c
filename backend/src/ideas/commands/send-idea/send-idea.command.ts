import { Command } from '@nestjs/cqrs';
import type { SentIdea } from '../../../contracts/idea-answers.js';

/** "Senden": the idea becomes an order for the client's designer. */
export class SendIdeaCommand extends Command<SentIdea> {
  constructor(
    readonly clientId: string,
    readonly actorId: string,
    readonly ideaId: string,
  ) {
    super();
  }
}
