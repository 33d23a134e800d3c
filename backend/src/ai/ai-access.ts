import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { hasCurrentPlan } from '../plans-billing/current-subscription.js';
import { AiRequestLimit } from './ai-request-limit.js';
import { AI_TEXTS } from './ai-texts.js';

/**
 * Who may make the paid provider work, asked before every interactive AI call: a client with a
 * current plan (active, trialing, past_due: plans-billing/current-subscription.ts), within its
 * budget (AiRequestLimit). An admin viewing as a client acts as that client: the client's plan is
 * required and the client's budget spent, because the call writes in that client's brand for its
 * order, and the admin sees what the client would see. Without a plan: 403 FORBIDDEN "Die KI-Hilfe
 * ist in deinem Abo enthalten. Wähle zuerst einen Plan." before anything is counted or called.
 */
@Injectable()
export class AiAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly limit: AiRequestLimit,
  ) {}

  async admit(clientId: string): Promise<void> {
    if (!(await hasCurrentPlan(this.em.fork(), clientId))) throw AppError.forbidden(AI_TEXTS.needsPlan);
    await this.limit.consume(clientId);
  }
}
