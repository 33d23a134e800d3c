import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { SocialNetworkName } from '../contracts/publishing.js';
import { REDIS } from '../queues/index.js';
import { SocialTokenBox } from './social-token-box.js';

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
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Deletes the attempt only if it is still the one read (so of two right callbacks, one goes on). */
const TAKE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Connection attempts in Redis, so that any API replica takes the callback: keyed by the hash of
 * their `state` (random, 256 bits), for ten minutes, taken once. The state alone is not enough: the
 * callback must come from the browser that started the attempt, which holds its nonce in a cookie —
 * otherwise someone could send the owner of another company a link that connects the owner's
 * network account to the sender's company (OAuth's login CSRF, turned around). The attempt is spent
 * only once the nonce matched (compared in constant time, by hash): a callback without the cookie,
 * by whoever saw the state, leaves the real one working. Sealed like the tokens (SocialTokenBox,
 * bound to its key): the PKCE verifier and the nonce are not in Redis in clear.
 */
@Injectable()
export class OAuthAttempts {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly box: SocialTokenBox,
  ) {
    redis.defineCommand('oauthTake', { numberOfKeys: 1, lua: TAKE_LUA });
  }

  async begin(
    attempt: Omit<OAuthAttempt, 'verifier' | 'browserNonce'>,
  ): Promise<{ state: string; verifier: string; browserNonce: string }> {
    const state = random();
    const full: OAuthAttempt = { ...attempt, verifier: random(), browserNonce: random() };
    const key = keyOf(state);
    await this.redis.set(key, this.box.seal(JSON.stringify(full), key), 'EX', ATTEMPT_SECONDS);
    return { state, verifier: full.verifier, browserNonce: full.browserNonce };
  }

  /**
   * The attempt of this state, once, for the browser holding its nonce; null when unknown, used,
   * older than ten minutes or asked without the right nonce (then it is not spent).
   */
  async take(state: string, browserNonce: string | undefined): Promise<OAuthAttempt | null> {
    if (!state || state.length > 200 || !browserNonce || browserNonce.length > 200) return null;
    const key = keyOf(state);
    const sealed = await this.redis.get(key);
    const opened = sealed ? this.box.open(sealed, key) : null;
    if (!sealed || !opened) return null;
    const attempt = JSON.parse(opened) as OAuthAttempt;
    // Equal-length digests, compared in constant time.
    if (!timingSafeEqual(digest(browserNonce), digest(attempt.browserNonce))) return null;
    const taken = await (this.redis as Redis & { oauthTake(key: string, value: string): Promise<number> }).oauthTake(
      key,
      sealed,
    );
    return taken === 1 ? attempt : null;
  }

  static readonly seconds = ATTEMPT_SECONDS;
}

/** PKCE's S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
