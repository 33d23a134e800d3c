import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentIdea } from '../../../contracts/idea-answers.js';
import { applyIdeaEvent, lockedIdeaOf } from '../../idea-access.js';
import { contentIdeaView } from '../../idea.view.js';
import { UpdateIdeaCommand } from './update-idea.command.js';

const EDITABLE = ['title', 'content', 'description', 'hook', 'cta', 'visualIdea', 'hashtags'] as const;

/** The client's own idea, still an idea or a draft: the fields sent replace its own, and it is a draft now. */
@CommandHandler(UpdateIdeaCommand)
export class UpdateIdeaHandler implements ICommandHandler<UpdateIdeaCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ clientId, ideaId, changes }: UpdateIdeaCommand): Promise<ContentIdea> {
    return this.em.fork().transactional(async (em) => {
      const idea = await lockedIdeaOf(em, clientId, ideaId);
      applyIdeaEvent(idea, 'EDIT');
      for (const field of EDITABLE) {
        const value = changes[field];
        if (value !== undefined) Object.assign(idea, { [field]: value });
      }
      return contentIdeaView(idea);
    });
  }
}
