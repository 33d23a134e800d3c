import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { AppError } from '../../../common/errors/app-error.js';
import { PasswordHasher } from '../../../accounts/password-hasher.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { TokenService } from '../../token.service.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ accountId, password, currentRefreshToken }: ChangePasswordCommand): Promise<void> {
    const account = await this.em.findOne(Account, accountId);
    if (!account) throw AppError.unauthenticated();
    const current = currentRefreshToken
      ? await this.em.findOne(RefreshToken, { tokenHash: TokenService.hashRefreshToken(currentRefreshToken), account })
      : null;
    await this.em.transactional(async (em) => {
      account.passwordHash = await this.hasher.hash(password);
      await em.nativeUpdate(
        RefreshToken,
        { account, revokedAt: null, ...(current ? { familyId: { $ne: current.familyId } } : {}) },
        { revokedAt: new Date() },
      );
    });
  }
}
