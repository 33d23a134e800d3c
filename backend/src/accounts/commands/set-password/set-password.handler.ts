import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../account.entity.js';
import { ClientMember } from '../../client-member.entity.js';
import { PasswordHasher } from '../../password-hasher.js';
import { assertPasswordAcceptable } from '../../password-policy.js';
import { AppError } from '../../../common/errors/app-error.js';
import { AccessTokens } from '../../access-tokens.js';
import { accountState } from '../../account-state.js';
import { PasswordSetupToken } from '../../password-setup-token.entity.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { SetPasswordCommand } from './set-password.command.js';
import { ACCOUNT_FIELD_TEXTS } from '../../../contracts/account-requests.js';

@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly accessTokens: AccessTokens,
  ) {}

  async execute({ token, password }: SetPasswordCommand): Promise<void> {
    const tokenHash = PasswordSetupToken.hash(token);
    const invalid = () => AppError.validation(ACCOUNT_FIELD_TEXTS.invalidLink);
    // A cheap look first: an unknown, used, ended or expired link, or one whose account changed
    // since, costs no password hash.
    const found = await this.em.findOne(PasswordSetupToken, { tokenHash }, { populate: ['account'] });
    if (!found) throw invalid();
    const accountId = found.account.id;
    const before = await accountState(this.em, accountId);
    if (!before?.active || !found.usableFor(before.fingerprint, new Date())) throw invalid();
    assertPasswordAcceptable(password, found.account);
    // Hashed before the transaction: no connection is held while argon2 works.
    const passwordHash = await this.hasher.hash(password);
    await this.em.transactional(async (em) => {
      // The account's row first, then the link's (the order of every change that ends links), so
      // the state cannot change between this check and the write. Of two uses of the same link at
      // once, one sets the password, the other gets 400.
      const now = await accountState(em, accountId, { lock: true });
      const claimed = await em.findOne(
        PasswordSetupToken,
        { tokenHash },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const at = new Date();
      if (!now?.active || !claimed || !claimed.usableFor(now.fingerprint, at)) throw invalid();
      claimed.usedAt = at;
      await em.flush();
      await PasswordSetupToken.endOpen(em, accountId, at);
      await em.nativeUpdate(Account, { id: accountId, deletedAt: null }, { passwordHash });
      // An invited team member has joined once it chose its password.
      await em.nativeUpdate(ClientMember, { user: accountId, joinedAt: null }, { joinedAt: at });
      await em.nativeUpdate(RefreshToken, { account: accountId, revokedAt: null }, { revokedAt: at });
      await this.accessTokens.endAll(em, accountId);
    });
  }
}
