import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { isUuid } from '../../../../common/uuid.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { Pin } from '../../pin.entity.js';
import { RemovePinCommand } from './remove-pin.command.js';

/** One's own pending pin, taken back (a guest's by its link) while the round runs. */
@CommandHandler(RemovePinCommand)
export class RemovePinHandler implements ICommandHandler<RemovePinCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId, pinId }: RemovePinCommand): Promise<void> {
    if (!isUuid(pinId)) throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
    await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      const own = actor.guest ? { guestLinkId: actor.guest.linkId } : { author: actor.userId };
      const pin = await em.findOne(Pin, { id: pinId, project, pending: true, ...own });
      if (!pin || actor.clientId !== project.client.id) throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
      em.remove(pin);
      await em.flush();
    });
  }
}
