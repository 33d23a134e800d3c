import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { requireClient } from '../clients/index.js';

const NO_ACCESS = 'Kein Zugriff auf diesen Kunden';

/**
 * Who may read and change a company's team: its members read it, its owners and any admin change
 * it. Anyone else gets 403 before anything about the company is looked up; an admin naming no
 * client gets 404.
 */
export async function assertTeamAccess(em: EntityManager, actor: Actor, clientId: string, { change }: { change: boolean }): Promise<void> {
  if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
  if (!actor.isAdmin) {
    const member = actor.role === 'client' && actor.clientId === clientId;
    if (!member) throw AppError.forbidden(NO_ACCESS);
    if (change && !actor.memberRights?.manage) throw AppError.forbidden();
  }
  await requireClient(em, clientId);
}
