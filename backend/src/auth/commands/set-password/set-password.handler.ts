import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { PasswordHasher } from '../../../accounts/password-hasher.js';
import { AppError } from '../../../common/errors/app-error.js';
import { AccessTokens } from '../../access-tokens.js';
import { PasswordSetupToken } from '../../password-setup-token.entity.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { SetPasswordCommand } from './set-password.command.js';
import { SET_PASSWORD_TEXTS } from './set-password.request.js';

@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly accessTokens: AccessTokens,
  ) {}

  async execute({ token, password }: SetPasswordCommand): Promise<void> {
    const tokenHash = PasswordSetupToken.hash(token);
    const invalid = () => AppError.validation(SET_PASSWORD_TEXTS.invalidLink);
    // A cheap look first: an unknown, used or expired link costs no password hash.
    const found = await this.em.findOne(PasswordSetupToken, { tokenHash }, { populate: ['account'] });
    if (!found || !found.usableAt(new Date()) || found.account.deletedAt) throw invalid();
    // Hashed before the transaction: no connection is held while argon2 works.
    const passwordHash = await this.hasher.hash(password);
    await this.em.transactional(async (em) => {
      // Locked: of two uses of the same link at once, one sets the password, the other gets 400.
      const claimed = await em.findOne(PasswordSetupToken, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const now = new Date();
      if (!claimed || !claimed.usableAt(now)) throw invalid();
      claimed.usedAt = now;
      const accountId = claimed.account.id;
      await em.nativeUpdate(Account, { id: accountId, deletedAt: null }, { passwordHash });
      await em.nativeUpdate(RefreshToken, { account: accountId, revokedAt: null }, { revokedAt: now });
      await this.accessTokens.endAll(em, accountId);
    });
  }
}
