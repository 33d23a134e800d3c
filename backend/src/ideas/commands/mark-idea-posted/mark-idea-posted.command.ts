import { Command } from '@nestjs/cqrs';
import type { ContentIdea } from '../../../contracts/idea-answers.js';

/** "Als gepostet markieren": a finished idea is out on the client's channels. */
export class MarkIdeaPostedCommand extends Command<ContentIdea> {
  constructor(
    readonly clientId: string,
    readonly ideaId: string,
  ) {
    super();
  }
}
