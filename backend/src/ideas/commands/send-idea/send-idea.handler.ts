import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import type { SentIdea } from '../../../contracts/idea-answers.js';
import { placeProject } from '../../../projects/index.js';
import { briefingOfIdea } from '../../domain/idea-briefing.js';
import { applyIdeaEvent, lockedIdeaOf } from '../../idea-access.js';
import { contentIdeaView } from '../../idea.view.js';
import { IDEA_TEXTS } from '../../ideas-texts.js';
import { SendIdeaCommand } from './send-idea.command.js';

/**
 * One transaction: the idea locked and moved to in_production, and the order placed exactly as the
 * form places one (the month's quota and its race guarantee, the lifecycle's start, the timeline and
 * the outbox event), linked to the idea. Without a designer the send is refused (409 NO_DESIGNER);
 * a second "Senden" waits for the first's lock and is refused as already sent: never two orders.
 */
@CommandHandler(SendIdeaCommand)
export class SendIdeaHandler implements ICommandHandler<SendIdeaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute({ clientId, actorId, ideaId }: SendIdeaCommand): Promise<SentIdea> {
    return this.em.fork().transactional(async (em) => {
      const idea = await lockedIdeaOf(em, clientId, ideaId);
      applyIdeaEvent(idea, 'SEND');
      // An idea planned for a later month counts against that month's quota, not the current one.
      const project = await placeProject(em, {
        clientId,
        actorId,
        briefing: briefingOfIdea(idea, IDEA_TEXTS.fromPlan),
        requireDesigner: true,
        quotaMonth: idea.month,
        at: this.clock.now(),
      });
      idea.project = project;
      return { projectId: project.id, idea: contentIdeaView(idea) };
    });
  }
}
