import { Command } from '@nestjs/cqrs';
import type { ContentIdea } from '../../../contracts/idea-answers.js';
import type { UpdateIdeaValues } from '../../../contracts/idea-requests.js';

/** "Idee anpassen" → "Speichern": the client's changes; the idea becomes a draft. */
export class UpdateIdeaCommand extends Command<ContentIdea> {
  constructor(
    readonly clientId: string,
    readonly ideaId: string,
    readonly changes: UpdateIdeaValues,
  ) {
    super();
  }
}
