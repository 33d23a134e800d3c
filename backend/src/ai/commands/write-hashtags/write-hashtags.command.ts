import { Command } from '@nestjs/cqrs';
import type { AiHashtags } from '../../../contracts/ai-answers.js';
import type { Briefing } from '../../ai-prompts.js';

/** A client (or an admin viewing as one) has hashtags suggested for its briefing. */
export class WriteHashtagsCommand extends Command<AiHashtags> {
  constructor(
    readonly clientId: string,
    readonly briefing: Briefing,
    readonly signal: AbortSignal,
  ) {
    super();
  }
}
