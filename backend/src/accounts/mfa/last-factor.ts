import type { EntityManager } from '@mikro-orm/postgresql';
import { UserRole } from '../user-role.entity.js';
import { AppError } from '../../common/errors/app-error.js';
import { MFA_TEXTS } from './mfa-texts.js';

/**
 * 409 MFA_REQUIRED when an admin would be left without a factor: `remaining` is how many factors
 * stay after the removal. Call with the account locked (SecondFactors.lock), so that two removals at
 * once take turns and the second sees the first.
 */
export async function assertAnotherFactorRemains(
  em: EntityManager,
  accountId: string,
  remaining: number,
): Promise<void> {
  if (remaining > 0) return;
  const role = await em.findOne(UserRole, { user: accountId }, { fields: ['role'] });
  if (role?.role === 'admin') throw AppError.conflict('MFA_REQUIRED', MFA_TEXTS.required);
}
