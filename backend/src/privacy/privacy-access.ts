import type { EntityManager } from '@mikro-orm/postgresql';
import { assertClientAccess } from '../clients/index.js';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { PRIVACY_TEXTS } from '../contracts/privacy.js';

/**
 * Who may export or erase a company's data: its owners (the right to manage), and, where `admin`
 * is true, any admin. Anyone else of the company: 403; anyone outside it: 403 «Kein Zugriff auf
 * diesen Kunden»; a client id that names no company: 404 (the clients' one access rule first).
 */
export async function assertOwnerAccess(
  em: EntityManager,
  actor: Actor,
  clientId: string,
  { admin }: { admin: boolean },
): Promise<void> {
  await assertClientAccess(em, actor, clientId, { linkedDesigner: false });
  const owner = actor.role === 'client' && actor.clientId === clientId && Boolean(actor.memberRights?.manage);
  if (owner || (admin && actor.isAdmin)) return;
  throw AppError.forbidden(PRIVACY_TEXTS.onlyOwners);
}
