import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { AccessTokens } from '../../access-tokens.js';
import { RefreshToken } from '../../refresh-token.entity.js';
import { TokenService } from '../../token.service.js';
import { SignOutCommand } from './sign-out.command.js';

const SIGN_OUT_TEXTS = {
  nothingToEnd:
    'Zum Abmelden fehlt die Sitzung: Sende das Sitzungs-Cookie oder das Zugriffstoken (Authorization: Bearer …).',
} as const;

/**
 * Ends a session: its token family is revoked and the account's access tokens stop counting at once,
 * on every API process (other devices renew theirs silently with their own refresh token). The
 * session is the refresh cookie's or, without it, the access token's (its `sid`); with neither 400,
 * an access token that no longer counts 401: never 204 with nothing ended.
 */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accessTokens: AccessTokens,
    private readonly tokens: TokenService,
  ) {}

  async execute({ refreshToken, accessToken }: SignOutCommand): Promise<void> {
    if (refreshToken) {
      const stored = await this.em.findOne(RefreshToken, { tokenHash: TokenService.hashRefreshToken(refreshToken) });
      if (stored) return this.end(stored.familyId, stored.account.id);
    }
    if (!accessToken) {
      // An unknown or old cookie: that session ended already (the cookie is cleared all the same).
      if (refreshToken) return;
      throw AppError.validation(SIGN_OUT_TEXTS.nothingToEnd);
    }
    const claims = await this.tokens.verifyAccessToken(accessToken);
    if (!claims) throw AppError.unauthenticated(MESSAGES.sessionExpired);
    await this.end(claims.sid ?? null, claims.sub);
  }

  private async end(familyId: string | null, accountId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const ended = familyId
        ? await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() })
        : 0;
      // The access tokens stop counting (the session version) when a session ended now, or when the
      // token names none (it must stop all the same); an old cookie of an ended session changes nothing.
      if (ended > 0 || !familyId) await this.accessTokens.endAll(em, accountId);
    });
  }
}
