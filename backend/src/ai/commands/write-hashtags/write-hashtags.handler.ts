import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { brandOfClient } from '../../../clients/index.js';
import type { AiHashtags } from '../../../contracts/ai-answers.js';
import { AiAccess } from '../../ai-access.js';
import { CaptionWriter } from '../../caption-writer.js';
import { WriteHashtagsCommand } from './write-hashtags.command.js';

/** Interactive, like WriteDescriptionHandler: one call to the provider within the client's budget. */
@CommandHandler(WriteHashtagsCommand)
export class WriteHashtagsHandler implements ICommandHandler<WriteHashtagsCommand> {
  constructor(
    private readonly access: AiAccess,
    private readonly writer: CaptionWriter,
    private readonly em: EntityManager,
  ) {}

  async execute({ clientId, briefing, signal }: WriteHashtagsCommand): Promise<AiHashtags> {
    return this.access.run(clientId, async () =>
      this.writer.writeHashtags({ ...briefing, brand: await brandOfClient(this.em, clientId) }, { signal }),
    );
  }
}
