import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Comment } from '../../comment.entity.js';
import { clientPinAuthor, placePins } from '../../../lifecycle/design-version-store.js';
import { LifecycleRunner } from '../../../lifecycle/lifecycle-runner.js';
import { Pin } from '../../pin.entity.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { RequestChangesCommand } from './request-changes.command.js';

@CommandHandler(RequestChangesCommand)
export class RequestChangesHandler implements ICommandHandler<RequestChangesCommand> {
  constructor(private readonly lifecycle: LifecycleRunner) {}

  /**
   * Pins on the version under review and a general note, or either: one revision. The pins the
   * client's team placed during the round go with it, however many members placed them.
   */
  execute({ actor, projectId, feedback, pins }: RequestChangesCommand) {
    const text = feedback.trim();
    let teamPins: Pin[] = [];
    return this.lifecycle.run(actor, projectId, {
      event: async (em, order) => {
        teamPins = order.latest ? await em.find(Pin, { version: order.latest.id, pending: true }) : [];
        return { type: 'REQUEST_CHANGES', feedback, pins: pins.length + teamPins.length };
      },
      alongside: async (em, { order, version, next }) => {
        const placed = await placePins(em, order.id, version, clientPinAuthor(actor), pins);
        for (const pin of teamPins) pin.pending = false;
        const count = placed.length + teamPins.length;
        const line = PROJECT_TEXTS.feedbackWithPins(text, count, version?.number ?? 0);
        em.create(Comment, {
          project: order.id,
          author: actor.accountId,
          guestLinkId: actor.guest?.linkId ?? null,
          message: PROJECT_TEXTS.clientFeedbackComment(line),
        });
        return { feedback: text, pins: count, reviewCount: next.context.reviewCount };
      },
    });
  }
}
