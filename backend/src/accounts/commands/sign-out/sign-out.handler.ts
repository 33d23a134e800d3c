import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessTokens } from '../../access-tokens.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { TokenService } from '../../token.service.js';
import { SignOutCommand } from './sign-out.command.js';

/**
 * Ends the session of the refresh cookie: its token family is revoked and the account's access
 * tokens stop counting at once (other devices renew theirs silently with their own refresh token).
 */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accessTokens: AccessTokens,
  ) {}

  async execute({ refreshToken }: SignOutCommand): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.em.findOne(RefreshToken, { tokenHash: TokenService.hashRefreshToken(refreshToken) });
    if (!stored) return;
    await this.em.transactional(async (em) => {
      const ended = await em.nativeUpdate(RefreshToken, { familyId: stored.familyId, revokedAt: null }, { revokedAt: new Date() });
      // An old cookie of a session that already ended changes nothing.
      if (ended > 0) await this.accessTokens.endAll(em, stored.account.id);
    });
  }
}
