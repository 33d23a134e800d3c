import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { SessionIssuer } from '../../session-issuer.js';
import { TokenService } from '../../token.service.js';
import { RefreshSessionCommand } from './refresh-session.command.js';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
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
        // A spent or revoked token came back: it was copied. End every session of this family.
        await this.em.nativeUpdate(RefreshToken, { familyId: stored.familyId, revokedAt: null }, { revokedAt: new Date() });
      }
      throw AppError.unauthenticated(MESSAGES.sessionExpired);
    }
    return this.sessions.issue(stored.account, stored.familyId);
  }
}
