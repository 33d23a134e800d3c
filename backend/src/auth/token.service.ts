import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Role } from '../contracts/roles.js';

export interface AccessTokenClaims {
  sub: string;
  role: Role | null;
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
    const accessToken = await this.jwt.signAsync({ role: claims.role }, { subject: claims.sub, expiresIn: ttl });
    return { accessToken, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
  }

  /** Returns the claims of a valid token, or null for an invalid or expired one. */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAtMs > Date.now()) return { sub: cached.sub, role: cached.role };
      this.verified.delete(token);
      return null;
    }
    try {
      const payload = await this.jwt.verifyAsync<{ sub: string; role: Role | null; exp: number }>(token);
      const claims = { sub: payload.sub, role: payload.role ?? null };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  newRefreshToken(): { token: string; hash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    return { token, hash: TokenService.hashRefreshToken(token), expiresAt };
  }

  static hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
