import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../account.entity.js';
import { PasswordHasher } from '../../password-hasher.js';
import { assertPasswordAcceptable } from '../../password-policy.js';
import { AppError } from '../../../common/errors/app-error.js';
import { AccessTokens } from '../../access-tokens.js';
import { PasswordSetupToken } from '../../password-setup-token.entity.js';
import { CurrentPassword } from '../../current-password.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { TokenService } from '../../token.service.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly currentPassword: CurrentPassword,
    private readonly accessTokens: AccessTokens,
  ) {}

  async execute({ proof, password, currentRefreshToken }: ChangePasswordCommand): Promise<void> {
    const accountId = proof.accountId;
    const account = await this.em.findOne(Account, accountId);
    if (!account) throw AppError.unauthenticated();
    // The rule first: a refused choice costs no guess against the sign-in throttle.
    assertPasswordAcceptable(password, account);
    await this.currentPassword.assert(proof);
    // Hashed before the transaction: no connection is held while argon2 works.
    const passwordHash = await this.hasher.hash(password);
    const current = currentRefreshToken
      ? await this.em.findOne(RefreshToken, { tokenHash: TokenService.hashRefreshToken(currentRefreshToken), account })
      : null;
    await this.em.transactional(async (em) => {
      account.passwordHash = passwordHash;
      await em.nativeUpdate(
        RefreshToken,
        { account, revokedAt: null, ...(current ? { familyId: { $ne: current.familyId } } : {}) },
        { revokedAt: new Date() },
      );
      // The caller's own session renews its access token with its refresh cookie; a copied access
      // token has nothing to renew it with.
      await this.accessTokens.endAll(em, accountId);
      await PasswordSetupToken.endOpen(em, accountId);
    });
  }
}
