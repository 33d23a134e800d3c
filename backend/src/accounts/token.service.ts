import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Role } from '../contracts/roles.js';
import { isUuid } from '../common/uuid.js';

export interface AccessTokenClaims {
  sub: string;
  role: Role | null;
  /** The account's session version when the token was issued (see AccessTokens). */
  sv: number;
  /**
   * The session (refresh-token family) it was issued for, so that a change can end every session
   * of the account but the caller's own (a second factor set up or removed). Older tokens lack it.
   */
  sid?: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: string;
}

const VERIFIED_CACHE_SIZE = 10_000;

/** Short-lived JWT access tokens and opaque refresh tokens (stored only as SHA-256). */
@Injectable()
export class TokenService {
  /**
   * Tokens already verified, until they expire: every request carries one, and checking its
   * signature again each time costs more than the rest of a typical read. Insertion-ordered, so the
   * oldest entry goes first when the cache is full.
   */
  private readonly verified = new Map<string, AccessTokenClaims & { expiresAtMs: number }>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issueAccessToken(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    const ttl = this.config.accessTokenTtlSeconds;
    const accessToken = await this.jwt.signAsync(
      { role: claims.role, sv: claims.sv, ...(claims.sid ? { sid: claims.sid } : {}) },
      { subject: claims.sub, expiresIn: ttl },
    );
    return { accessToken, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
  }

  /**
   * Returns the claims of a token with a valid signature that has not expired, or null. Whether the
   * session behind it still counts is AccessTokens' question.
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAtMs > Date.now())
        return { sub: cached.sub, role: cached.role, sv: cached.sv, ...(cached.sid ? { sid: cached.sid } : {}) };
      this.verified.delete(token);
      return null;
    }
    try {
      const payload = await this.jwt.verifyAsync<{
        sub: string;
        role: Role | null;
        sv: unknown;
        sid?: unknown;
        exp: number;
      }>(token);
      if (!isUuid(payload.sub) || !Number.isInteger(payload.sv)) return null;
      const sid = typeof payload.sid === 'string' && isUuid(payload.sid) ? payload.sid : undefined;
      const claims: AccessTokenClaims = {
        sub: payload.sub,
        role: payload.role ?? null,
        sv: payload.sv as number,
        ...(sid ? { sid } : {}),
      };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /** A refresh token of a session that began at `sessionStartedAt`: it expires a lifetime after that. */
  newRefreshToken(sessionStartedAt: Date): { token: string; hash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(sessionStartedAt.getTime() + this.config.refreshTokenTtlDays * 86_400_000);
    return { token, hash: TokenService.hashRefreshToken(token), expiresAt };
  }

  static hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
