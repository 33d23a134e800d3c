import { EntityManager } from '@mikro-orm/postgresql';
import { standingOf } from '../accounts/index.js';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { assertClientAccess } from '../clients/index.js';
import { MEMBER_RIGHTS } from '../contracts/team.js';

/** Who may connect and disconnect a company's accounts: an admin, or a member with the right to manage it (its owner). */
export async function assertManage(em: EntityManager, actor: Actor, clientId: string): Promise<void> {
  await assertClientAccess(em, actor, clientId, { linkedDesigner: false });
  if (!actor.isAdmin && !actor.memberRights?.manage) throw AppError.forbidden();
}

/** The person is, now, an active admin or an active member of the company with the right to manage it (its owner). */
export async function mayStillManage(em: EntityManager, userId: string, clientId: string): Promise<boolean> {
  const person = await standingOf(em, userId);
  if (!person) return false;
  if (person.role === 'admin') return true;
  return (
    person.role === 'client' &&
    person.clientId === clientId &&
    person.memberRole !== null &&
    MEMBER_RIGHTS[person.memberRole].manage
  );
}
