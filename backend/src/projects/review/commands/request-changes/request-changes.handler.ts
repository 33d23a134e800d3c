import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientPinAuthor, placePins } from '../../../lifecycle/design-version-store.js';
import { LifecycleRunner } from '../../../lifecycle/lifecycle-runner.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { commentRow, pendingPins, pinsSentRow } from '../../review-rows.js';
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
    let teamPins: string[] = [];
    return this.lifecycle.run(actor, projectId, {
      // Under the order's row lock: the team's pins counted here are the ones sent below.
      event: async (em, order) => {
        teamPins = order.latest ? await pendingPins(em, order.latest.id) : [];
        return { type: 'REQUEST_CHANGES', feedback, pins: pins.length + teamPins.length };
      },
      alongside: async (em, { order, version, next, at }, write) => {
        const placed = await placePins(em, order.id, version, clientPinAuthor(actor), pins);
        if (teamPins.length) write(pinsSentRow(teamPins));
        const count = placed.length + teamPins.length;
        const line = PROJECT_TEXTS.feedbackWithPins(text, count, version?.number ?? 0);
        write(
          commentRow({
            projectId: order.id,
            authorId: actor.accountId,
            guestLinkId: actor.guest?.linkId ?? null,
            message: PROJECT_TEXTS.clientFeedbackComment(line),
            at,
          }),
        );
        return { feedback: text, pins: count, reviewCount: next.context.reviewCount };
      },
    });
  }
}
