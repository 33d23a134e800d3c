import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, isCompany, UserRole } from '../accounts/index.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';

/**
 * The client company with this id, or 404 «Kunde nicht gefunden»: an account invited into a company
 * is a member there, never a client (docs/decisions.md "A company is one client"). What takes a
 * client's id (the admin's client endpoints, the plan, the designer link, the brand, the team, the
 * calendar) looks it up here.
 */
export async function requireClient(em: EntityManager, id: string): Promise<Account> {
  if (!isUuid(id) || !(await isCompany(em, id))) throw AppError.notFound(MESSAGES.clientNotFound);
  const account = await em.findOne(Account, { id, deletedAt: null });
  if (!account) throw AppError.notFound(MESSAGES.clientNotFound);
  return account;
}

/** The designer account with this id, or 404 «Designer nicht gefunden». */
export async function requireDesigner(em: EntityManager, id: string): Promise<Account> {
  if (!isUuid(id)) throw AppError.notFound('Designer nicht gefunden');
  const row = await em.findOne(UserRole, { user: id, role: 'designer' }, { populate: ['user'] });
  if (!row) throw AppError.notFound('Designer nicht gefunden');
  return row.user;
}
