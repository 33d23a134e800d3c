import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from './account.entity.js';
import { UserRole } from './user-role.entity.js';
import type { Role } from '../contracts/roles.js';
import type { AuthUser } from '../contracts/account-answers.js';

/** The account's single role, or null when none has been assigned. */
export async function roleOf(em: EntityManager, accountId: string): Promise<Role | null> {
  const row = await em.findOne(UserRole, { user: accountId }, { fields: ['role'] });
  return row?.role ?? null;
}

export function authUserOf(account: Account, role: Role | null): AuthUser {
  const mfa = { enabled: account.mfaEnabled, setupRequired: role === 'admin' && !account.mfaEnabled };
  return { id: account.id, email: account.email, name: account.name, role, mfa };
}
