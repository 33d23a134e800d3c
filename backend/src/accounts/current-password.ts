import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { Account } from './account.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInThrottle } from './sign-in-throttle.js';

const CURRENT_PASSWORD_TEXTS = {
  wrong: 'Das aktuelle Passwort ist nicht korrekt',
  required: 'Bitte gib dein aktuelles Passwort ein',
} as const;

/** Who is at the keyboard: the signed-in account, the password it gives and where it calls from. */
export interface PasswordProof {
  accountId: string;
  password: string | undefined;
  ip: string;
}

/**
 * Changes that would hand the account to whoever holds a copied access token (password, e-mail)
 * first prove that the person at the keyboard knows the current password. Guesses count against
 * the same throttle as sign-ins, so a stolen token is no way around it.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async assert({ accountId, password, ip }: PasswordProof): Promise<void> {
    const field = (message: string) => AppError.validation(message, [{ field: 'currentPassword', message }]);
    if (!password) throw field(CURRENT_PASSWORD_TEXTS.required);
    const account = await this.em.findOne(Account, accountId, { populate: ['passwordHash'] });
    if (!account) throw AppError.unauthenticated();
    const attempt = await this.throttle.begin(account.email, ip, password);
    let valid: boolean;
    try {
      valid = await this.hasher.verify(account.passwordHash, password);
    } catch (error) {
      await attempt.cancelled();
      throw error;
    }
    if (!valid) {
      await attempt.failed();
      throw field(CURRENT_PASSWORD_TEXTS.wrong);
    }
    await attempt.succeeded();
  }
}
