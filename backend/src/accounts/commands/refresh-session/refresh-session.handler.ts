import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Profile } from '../../profile.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { AccessTokens } from '../../access-tokens.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { SessionIssuer } from '../../session-issuer.js';
import { TokenService } from '../../token.service.js';
import { RefreshSessionCommand } from './refresh-session.command.js';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly accessTokens: AccessTokens,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand) {
    if (!refreshToken) throw AppError.unauthenticated(MESSAGES.sessionExpired);
    const stored = await this.em.findOne(
      RefreshToken,
      { tokenHash: TokenService.hashRefreshToken(refreshToken) },
      { populate: ['account'] },
    );
    if (!stored) throw AppError.unauthenticated(MESSAGES.sessionExpired);

    // Spend the token atomically: of two requests racing with one token, exactly one wins.
    const spent = await this.em.nativeUpdate(
      RefreshToken,
      { id: stored.id, usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } },
      { usedAt: new Date() },
    );
    if (spent === 0) {
      if (stored.usedAt || stored.revokedAt) {
        // A spent or revoked token came back: it was copied. End every session of this family, and
        // every access token of the account, which the thief may hold too.
        await this.em.transactional(async (em) => {
          await em.nativeUpdate(
            RefreshToken,
            { familyId: stored.familyId, revokedAt: null },
            { revokedAt: new Date() },
          );
          await this.accessTokens.endAll(em, stored.account.id);
        });
      }
      throw AppError.unauthenticated(MESSAGES.sessionExpired);
    }
    const profile = await this.em.findOne(Profile, { account: stored.account.id }, { fields: ['status'] });
    if (profile?.status !== 'active') throw AppError.unauthenticated(MESSAGES.sessionExpired);
    return this.sessions.issue(stored.account, { id: stored.familyId, startedAt: stored.sessionStartedAt });
  }
}
