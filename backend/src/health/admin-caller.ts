import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessTokens, TokenService } from '../accounts/index.js';

/**
 * Whether the caller of a public endpoint is an admin: a Bearer access token of an admin whose
 * session still counts. Anything else (no token, a bad or ended one) is simply not an admin: the
 * endpoint stays public and never answers 401 for a token it does not need.
 */
@Injectable()
export class AdminCaller {
  constructor(
    private readonly tokens: TokenService,
    private readonly accessTokens: AccessTokens,
  ) {}

  async isAdmin(request: FastifyRequest): Promise<boolean> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
    const claims = await this.tokens.verifyAccessToken(token);
    // Only an admin's token costs a database lookup; other roles are told apart by the signed claim.
    if (claims?.role !== 'admin') return false;
    return this.accessTokens.stillValid(claims);
  }
}
