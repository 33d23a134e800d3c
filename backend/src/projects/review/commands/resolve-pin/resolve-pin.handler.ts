import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { rel } from '@mikro-orm/core';
import { Account } from '../../../../accounts/index.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { isUuid } from '../../../../common/uuid.js';
import { latestVersion } from '../../../lifecycle/design-version-store.js';
import { checklistOpen, resolvedInVersion, REWORK_VERSION_STATUSES } from '../../../domain/design-versions.js';
import { Pin } from '../../pin.entity.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { pinView } from '../../../lifecycle/project.view.js';
import { ResolvePinCommand } from './resolve-pin.command.js';
import type { Pin as PinAnswer } from '../../../../contracts/project-answers.js';

/**
 * The designer's checklist: the pins of a version sent back or asked to change, ticked while it
 * reworks the order and while the admin checks the new version; by the order's designer only, under
 * the order's lock (so a tick and the admin's decision do not cross).
 */
@CommandHandler(ResolvePinCommand)
export class ResolvePinHandler implements ICommandHandler<ResolvePinCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId, pinId, done, answer }: ResolvePinCommand): Promise<PinAnswer> {
    if (!isUuid(pinId)) throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
    const pin = await this.em.transactional(async (em) => {
      // The route takes designers only, and a designer's scope holds only the orders assigned to it.
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      const pin = await em.findOne(Pin, { id: pinId, project }, { populate: ['version', 'author'] });
      if (!pin || !pin.visibleToStaff()) throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
      if (!checklistOpen(project.status) || !REWORK_VERSION_STATUSES.includes(pin.version.status)) {
        throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.checklistClosed);
      }
      const latest = await latestVersion(em, project);
      pin.resolvedAt = done ? new Date() : null;
      pin.resolvedBy = done ? rel(Account, actor.userId) : null;
      pin.resolvedInVersion = done ? resolvedInVersion(project.status, latest?.number ?? 0) : null;
      pin.answer = answer ?? null;
      return pin;
    });
    return pinView(pin);
  }
}
