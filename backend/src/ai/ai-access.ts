import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ConcurrencyLimit } from '../common/concurrency-limit.js';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hasCurrentPlan } from '../billing/index.js';
import { AiRequestLimit } from './ai-request-limit.js';
import { AI_TEXTS } from './ai-texts.js';

/**
 * Who may make the paid provider work, asked before every interactive AI call: a client with a
 * current plan (active, trialing, past_due: billing/current-subscription.ts), within its
 * budget (AiRequestLimit). An admin viewing as a client acts as that client: the client's plan is
 * required and the client's budget spent, because the call writes in that client's brand for its
 * order, and the admin sees what the client would see. Without a plan: 403 FORBIDDEN "Die KI-Hilfe
 * ist in deinem Abo enthalten. Wähle zuerst einen Plan." before anything is counted or called.
 *
 * The calls themselves run under a per-process cap (AI_CONCURRENCY): each holds a provider
 * connection and its answer's stream for up to AI_TIMEOUT_MS, so many clients at once answer 503
 * BUSY at once instead of piling up open streams in one process.
 */
/** A provider call takes seconds: a caller refused for a full process tries again after a few. */
const RETRY_AFTER_SECONDS = 5;

@Injectable()
export class AiAccess {
  private readonly calls: ConcurrencyLimit;

  constructor(
    private readonly em: EntityManager,
    private readonly limit: AiRequestLimit,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.calls = ConcurrencyLimit.withoutQueue(config.ai.concurrency, RETRY_AFTER_SECONDS);
  }

  /** The provider's call for this client, once it is admitted and a slot of this process is free. */
  async run<T>(clientId: string, call: () => Promise<T>): Promise<T> {
    const release = await this.calls.hold();
    try {
      await this.admit(clientId);
      return await call();
    } finally {
      release();
    }
  }

  private async admit(clientId: string): Promise<void> {
    if (!(await hasCurrentPlan(this.em.fork(), clientId))) throw AppError.forbidden(AI_TEXTS.needsPlan);
    await this.limit.consume(clientId);
  }
}
