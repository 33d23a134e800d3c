import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentIdea } from '../../../contracts/idea-answers.js';
import { applyIdeaEvent, lockedIdeaOf } from '../../idea-access.js';
import { contentIdeaView } from '../../idea.view.js';
import { MarkIdeaPostedCommand } from './mark-idea-posted.command.js';

/** Only a finished idea (its order approved) can be marked posted; the mark is the client's own record. */
@CommandHandler(MarkIdeaPostedCommand)
export class MarkIdeaPostedHandler implements ICommandHandler<MarkIdeaPostedCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ clientId, ideaId }: MarkIdeaPostedCommand): Promise<ContentIdea> {
    return this.em.fork().transactional(async (em) => {
      const idea = await lockedIdeaOf(em, clientId, ideaId);
      applyIdeaEvent(idea, 'MARK_POSTED');
      return contentIdeaView(idea);
    });
  }
}
