import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import type { Pin as PinAnswer } from '../../../../contracts/project-answers.js';
import { STATUS_MEANINGS } from '../../../../contracts/projects.js';
import { clientPinAuthor, latestVersion, placePins } from '../../../lifecycle/design-version-store.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { pinView } from '../../../lifecycle/project.view.js';
import { Pin } from '../../pin.entity.js';
import { PlacePinCommand } from './place-pin.command.js';

const ROUND_CLOSED = 'Pins setzt das Team, solange es eine Version prüft.';
const PINS_PER_ROUND = 200;

/**
 * The client's review round: while a version is with the client, its members with the right to
 * comment (and guests who may) place pins on it; they stay the client's side's (pending) until a
 * change request sends them all as one revision (request-changes.handler.ts).
 */
@CommandHandler(PlacePinCommand)
export class PlacePinHandler implements ICommandHandler<PlacePinCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId, pin }: PlacePinCommand): Promise<PinAnswer> {
    const placed = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      if (actor.clientId !== project.client.id || !actor.memberRights?.comment) throw AppError.forbidden();
      const version = await latestVersion(em, project);
      if (STATUS_MEANINGS[project.status].waitingFor !== 'clientReview' || !version)
        throw AppError.conflict('INVALID_TRANSITION', ROUND_CLOSED);
      if ((await em.count(Pin, { version, pending: true })) >= PINS_PER_ROUND)
        throw AppError.validation(`Höchstens ${PINS_PER_ROUND} offene Pins je Version`);
      const [row] = await placePins(em, project.id, version, clientPinAuthor(actor), [pin]);
      row!.pending = true;
      await em.flush();
      return row!.id;
    });
    return pinView(
      await this.em.fork().findOneOrFail(Pin, placed, { populate: ['version', 'author'] }),
      actor.guest?.name,
    );
  }
}
