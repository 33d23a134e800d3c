import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AiCaption } from '../../../contracts/ai.js';
import { AiRequestLimit } from '../../ai-request-limit.js';
import { CaptionWriter } from '../../caption-writer.js';
import { WriteDescriptionCommand } from './write-description.command.js';

/** Interactive: the provider is called right here (not through the `ai` queue), within the client's budget. */
@CommandHandler(WriteDescriptionCommand)
export class WriteDescriptionHandler implements ICommandHandler<WriteDescriptionCommand> {
  constructor(
    private readonly limit: AiRequestLimit,
    private readonly writer: CaptionWriter,
  ) {}

  async execute({ clientId, briefing, signal, onDelta }: WriteDescriptionCommand): Promise<AiCaption> {
    await this.limit.consume(clientId);
    return this.writer.writeCaption(briefing, { signal, onDelta });
  }
}
