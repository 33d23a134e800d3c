import { Command } from '@nestjs/cqrs';
import type { AiCaption } from '../../../contracts/ai-answers.js';
import type { AiDelta } from '../../../contracts/ai.js';
import type { Briefing } from '../../ai-prompts.js';

/**
 * A client (or an admin viewing as one) has the caption and call to action of its briefing
 * written; with `onDelta` the text arrives piece by piece while it is written.
 */
export class WriteDescriptionCommand extends Command<AiCaption> {
  constructor(
    readonly clientId: string,
    readonly briefing: Briefing,
    readonly signal: AbortSignal,
    readonly onDelta?: (delta: AiDelta) => void,
  ) {
    super();
  }
}
