import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { ConcurrencyLimit } from '../common/concurrency-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * argon2id hashing; verification of unknown e-mails runs against a dummy hash so both take as long.
 *
 * Each hash is CPU and memory heavy and runs on libuv's thread pool, beside file reads. So this
 * process hashes at most PASSWORD_HASH_CONCURRENCY passwords at once, with a short queue behind
 * them; beyond it the request is answered at once with 503 BUSY and Retry-After: 1 instead of
 * slowing every other request (see docs/security.md).
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly limit: ConcurrencyLimit;
  private readonly options: argon2.HashOptions & { raw?: false };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { concurrency, queue, queueTimeoutMs, memoryKib, timeCost } = config.passwordHashing;
    this.limit = new ConcurrencyLimit(concurrency, queue, queueTimeoutMs);
    this.options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost };
  }

  hash(password: string): Promise<string> {
    return this.limit.run(() => argon2.hash(password, this.options));
  }

  verify(hash: string | null, password: string): Promise<boolean> {
    return this.limit.run(async () => {
      if (hash === null) {
        this.dummyHash ??= argon2.hash('dummy-password-for-timing', this.options);
        await argon2.verify(await this.dummyHash, password);
        return false;
      }
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }
}
