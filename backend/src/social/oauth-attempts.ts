import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { SocialNetworkName } from '../contracts/publishing.js';
import { REDIS } from '../queues/index.js';

/** How long the owner has on the network's consent page. */
const ATTEMPT_SECONDS = 600;
const keyOf = (state: string) => `social:oauth:${createHash('sha256').update(state).digest('hex')}`;

/** A connection attempt between the connect request and the network's callback. */
export interface OAuthAttempt {
  clientId: string;
  network: SocialNetworkName;
  /** Who started it (an owner or an admin). */
  userId: string;
  /** PKCE's verifier (sent where the network offers PKCE). */
  verifier: string;
  /** Ties the callback to the browser that started it (a cookie of its own, compared in constant time by hash). */
  browserNonce: string;
  /** Where the browser goes after the callback (the owner's or the admin's page). */
  returnTo: string;
}

const random = () => randomBytes(32).toString('base64url');

/**
 * Connection attempts in Redis, so that any API replica takes the callback: keyed by the hash of
 * their `state` (random, 256 bits), for ten minutes, taken once (GETDEL). The state alone is not
 * enough: the callback must come from the browser that started the attempt, which holds its nonce in
 * a cookie — otherwise someone could send the owner of another company a link that connects the
 * owner's network account to the sender's company (OAuth's login CSRF, turned around).
 */
@Injectable()
export class OAuthAttempts {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async begin(attempt: Omit<OAuthAttempt, 'verifier' | 'browserNonce'>): Promise<{ state: string; verifier: string; browserNonce: string }> {
    const state = random();
    const full: OAuthAttempt = { ...attempt, verifier: random(), browserNonce: random() };
    await this.redis.set(keyOf(state), JSON.stringify(full), 'EX', ATTEMPT_SECONDS);
    return { state, verifier: full.verifier, browserNonce: full.browserNonce };
  }

  /** The attempt of this state, once; null when unknown, used or older than ten minutes. */
  async take(state: string): Promise<OAuthAttempt | null> {
    if (!state || state.length > 200) return null;
    const raw = await this.redis.getdel(keyOf(state));
    return raw ? (JSON.parse(raw) as OAuthAttempt) : null;
  }

  static readonly seconds = ATTEMPT_SECONDS;
}

/** PKCE's S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
