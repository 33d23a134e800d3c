import type { EntityManager } from '@mikro-orm/postgresql';
import { otherActiveAdmins } from '../accounts/index.js';
import { AppError } from '../common/errors/app-error.js';
import { ADMIN_TEXTS } from './admin-texts.js';

/**
 * Serialises every change that could leave the installation without an admin (a demotion, a
 * deactivation, a deletion): two admins demoting each other at once take turns, and the second sees
 * the first's result. Held until the transaction ends.
 */
export async function lockAdminRoles(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('contentflow:admin-roles'))`);
}

/** 409 LAST_ADMIN when no other active admin would be left (call under lockAdminRoles). */
export async function assertAnotherAdminRemains(em: EntityManager, accountId: string): Promise<void> {
  if ((await otherActiveAdmins(em, accountId)) === 0) throw AppError.conflict('LAST_ADMIN', ADMIN_TEXTS.lastAdmin);
}

/** 403 when an admin would lock itself out (its own deletion, demotion or deactivation). */
export function assertNotSelf(callerId: string, accountId: string, message: string): void {
  if (callerId === accountId) throw AppError.forbidden(message);
}
