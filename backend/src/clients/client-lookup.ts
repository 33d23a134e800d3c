import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, UserRole } from '../accounts/index.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import type { Role } from '../contracts/roles.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account with this id and role, or a 404 with the given message. */
async function accountWithRole(em: EntityManager, id: string, role: Role, notFound: string): Promise<Account> {
  if (!UUID.test(id)) throw AppError.notFound(notFound);
  const row = await em.findOne(UserRole, { user: id, role }, { populate: ['user'] });
  if (!row) throw AppError.notFound(notFound);
  return row.user;
}

export const requireClient = (em: EntityManager, id: string) => accountWithRole(em, id, 'client', MESSAGES.clientNotFound);
export const requireDesigner = (em: EntityManager, id: string) => accountWithRole(em, id, 'designer', 'Designer nicht gefunden');
