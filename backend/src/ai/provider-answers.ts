import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../queues/index.js';

const PREFIX = 'ai:answer';

/**
 * How long a kept answer waits for its job to run again: far beyond the job's retries (5 attempts,
 * 2 s doubling, about 30 s) and a stalled job's lock (JOB_LOCK_MS), short enough to leave nothing
 * behind for long. A job that runs after it starts from the provider again.
 */
const KEEP_SECONDS = 24 * 3600;

/** Hands a job's provider call its kept answer, or asks the provider and keeps what it answers. */
export type KeepAnswer = (ask: () => Promise<string>) => Promise<string>;

/**
 * The provider's raw answers of the `ai` worker's jobs, kept in Redis the moment they arrive (where
 * the jobs themselves live: AOF and `noeviction`, docs/scaling.md), under the job's own key and the
 * call's name. A job that runs again after its worker died between the answer and its write to
 * Postgres takes the kept answer instead of paying the provider for the same text twice.
 *
 * Across processes the first answer kept wins (SET NX): a stalled job run by a second worker while
 * the first still asks gets the first one's text, so both write the same. Only complete answers
 * are kept: a provider error, a timeout or an aborted call keeps nothing and is asked again.
 */
@Injectable()
export class ProviderAnswers {
  private readonly logger = new Logger(ProviderAnswers.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The keeper of one provider call of one job (`job`: the job's name and its event's or row's id). */
  keeper(job: string, call: string): KeepAnswer {
    const key = `${PREFIX}:${job}:${call}`;
    return async (ask) => {
      const kept = await this.kept(key);
      if (kept !== null) return kept;
      return this.keep(key, await ask());
    };
  }

  /**
   * The answer kept under the key, or null. Redis unreachable: null, and the job asks the provider
   * as it did before answers were kept (a month plan's job would otherwise fail the client's plan
   * for a moment's outage; it catches every error but a cancellation).
   */
  private async kept(key: string): Promise<string | null> {
    try {
      return await this.redis.get(key);
    } catch (error) {
      this.logger.warn(
        `No kept answer could be read for ${key}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  /** Keeps the answer unless another run kept one first, and answers the one kept. */
  protected async keep(key: string, answer: string): Promise<string> {
    try {
      const replies = await this.redis.multi().set(key, answer, 'EX', KEEP_SECONDS, 'NX').get(key).exec();
      const kept = replies?.[1]?.[1];
      return typeof kept === 'string' ? kept : answer;
    } catch (error) {
      // The answer is here and paid for: the job goes on with it (only a crash now would ask again).
      this.logger.warn(
        `The provider's answer for ${key} was not kept: ${error instanceof Error ? error.message : String(error)}`,
      );
      return answer;
    }
  }
}
