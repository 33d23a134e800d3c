import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { assertClientAccess } from '../clients/index.js';

/**
 * Who may read and change a company's team: the clients' one access rule (its members, an admin;
 * 403 "Kein Zugriff auf diesen Kunden" for anyone else, 404 for an admin naming no client), and to
 * change it the owner's right to manage.
 */
export async function assertTeamAccess(
  em: EntityManager,
  actor: Actor,
  clientId: string,
  { change }: { change: boolean },
): Promise<void> {
  await assertClientAccess(em, actor, clientId, { linkedDesigner: false });
  if (change && !actor.isAdmin && !actor.memberRights?.manage) throw AppError.forbidden();
}
