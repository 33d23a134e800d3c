import { createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Role } from '../contracts/roles.js';
import { AccessTokens } from './access-tokens.js';
import { cookieName } from './cookie-name.js';

export type CookieScope = 'queues' | 'notifications';

export const COOKIE_SCOPE_PATHS: Record<CookieScope, string> = {
  queues: '/admin/queues',
  notifications: '/api/notifications/stream',
};

/** The names without COOKIE_SECURE; behind HTTPS `__Secure-` in front (neither path is `/`, see cookieName). */
const COOKIE_NAMES: Record<CookieScope, string> = { queues: 'cf_queues_session', notifications: 'cf_stream_session' };

const TTL_SECONDS = 3600;
const TOKEN_TYPE = 'scoped-session';
const audienceOf = (scope: CookieScope) => `contentflow:scoped-session:${scope}`;

interface ScopedClaims {
  sub: string;
  role: Role | null;
  sv: number;
  scope: CookieScope;
  typ: string;
}

/**
 * A cookie for the two places a browser cannot send our Bearer header: a page navigation to the
 * queue dashboard and an EventSource on the notification stream. Each scope has its own cookie
 * name and path, so the browser sends it nowhere else, and none of it is readable by scripts.
 *
 * The token is a JWT of the session (sub, role, sv, scope) that can never pass for an access token,
 * nor an access token for it: it is signed with a key derived from the installation's secret (the
 * access-token check, which looks at no audience, fails on the signature), and it carries its own
 * audience per scope and a `typ` that this class insists on. Whether the session still counts is
 * asked of Postgres on every use (AccessTokens.stillValid), so sign-out, a password change, a role
 * change or deactivation end the cookie at once, not after its hour.
 */
@Injectable()
export class ScopedSessionCookie {
  private readonly key: string;
  private readonly names: Record<CookieScope, string>;

  constructor(
    private readonly jwt: JwtService,
    private readonly accessTokens: AccessTokens,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret)
      .update('contentflow scoped session cookie v1')
      .digest('base64url');
    const nameOf = (scope: CookieScope) =>
      cookieName(COOKIE_NAMES[scope], { secure: config.cookieSecure, path: COOKIE_SCOPE_PATHS[scope] });
    this.names = { queues: nameOf('queues'), notifications: nameOf('notifications') };
  }

  /** Sets an httpOnly, SameSite=Strict, Secure-when-configured cookie on the scope's path, carrying a signed token of the actor's session (sub, role, sv, scope), valid 1 hour. */
  async issue(reply: FastifyReply, accountId: string, scope: CookieScope): Promise<void> {
    const session = await this.currentSession(accountId);
    if (!session) throw AppError.unauthenticated(MESSAGES.sessionExpired);
    const payload = { role: session.role, sv: session.sv, scope, typ: TOKEN_TYPE };
    const token = await this.jwt.signAsync(payload, {
      secret: this.key,
      algorithm: 'HS256',
      subject: accountId,
      audience: audienceOf(scope),
      expiresIn: TTL_SECONDS,
    });
    reply.setCookie(this.names[scope], token, { ...this.cookieOptions(scope), maxAge: TTL_SECONDS });
  }

  /** The session's account if the cookie of this scope is present, signed by us, unexpired, of this scope, and the session still counts (AccessTokens.stillValid: active, same role, same session version, an admin's second factor set up); otherwise null. */
  async verify(request: FastifyRequest, scope: CookieScope): Promise<{ accountId: string; role: Role | null } | null> {
    const token = request.cookies?.[this.names[scope]];
    if (!token) return null;
    let claims: ScopedClaims;
    try {
      claims = await this.jwt.verifyAsync<ScopedClaims>(token, {
        secret: this.key,
        algorithms: ['HS256'],
        audience: audienceOf(scope),
      });
    } catch {
      return null;
    }
    if (claims.typ !== TOKEN_TYPE || claims.scope !== scope || !isUuid(claims.sub) || !Number.isInteger(claims.sv))
      return null;
    const role = claims.role ?? null;
    const valid = await this.accessTokens.stillValid({ sub: claims.sub, role, sv: claims.sv });
    return valid ? { accountId: claims.sub, role } : null;
  }

  clear(reply: FastifyReply, scope: CookieScope): void {
    reply.clearCookie(this.names[scope], this.cookieOptions(scope));
  }

  private cookieOptions(scope: CookieScope) {
    return {
      path: COOKIE_SCOPE_PATHS[scope],
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
    } as const;
  }

  /** The account's role and session version now, if it is active. */
  private async currentSession(accountId: string): Promise<{ role: Role | null; sv: number } | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ session_version: number; status: string; role: Role | null }[]>(
        `select a.session_version, p.status, r.role
         from account a
         join profile p on p.id = a.id
         left join user_role r on r.user_id = a.id
        where a.id = ?`,
        [accountId],
      );
    const row = rows[0];
    return row && row.status === 'active' ? { role: row.role ?? null, sv: row.session_version } : null;
  }
}
