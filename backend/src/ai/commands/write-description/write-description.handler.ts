import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { brandOfClient } from '../../../clients/index.js';
import type { AiCaption } from '../../../contracts/ai-answers.js';
import { AiAccess } from '../../ai-access.js';
import { CaptionWriter } from '../../caption-writer.js';
import { WriteDescriptionCommand } from './write-description.command.js';

/** Interactive: the provider is called right here (not through the `ai` queue), for a client with a plan, within its budget. */
@CommandHandler(WriteDescriptionCommand)
export class WriteDescriptionHandler implements ICommandHandler<WriteDescriptionCommand> {
  constructor(
    private readonly access: AiAccess,
    private readonly writer: CaptionWriter,
    private readonly em: EntityManager,
  ) {}

  async execute({ clientId, briefing, signal, onDelta }: WriteDescriptionCommand): Promise<AiCaption> {
    // The whole brand goes with the briefing: tone, claims, hooks, CTAs, dos and don'ts.
    return this.access.run(clientId, async () =>
      this.writer.writeCaption({ ...briefing, brand: await brandOfClient(this.em, clientId) }, { signal, onDelta }),
    );
  }
}
