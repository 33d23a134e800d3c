import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { Plan } from './plan.entity.js';
import { PLAN_TEXTS } from './plan-texts.js';
import type { AdminPlan } from '../contracts/billing-answers.js';
import { planView } from './plan.view.js';
import { CURRENT_SQL } from './current-subscription.js';
import { PLAN_REQUEST_LIFECYCLE } from './domain/plan-request-lifecycle.machine.js';

/** The plan with this id, or 404 "Plan nicht gefunden". */
export async function requirePlan(em: EntityManager, id: string): Promise<Plan> {
  const plan = isUuid(id) ? await em.findOne(Plan, id) : null;
  if (!plan) throw AppError.notFound(PLAN_TEXTS.notFound);
  return plan;
}

/**
 * Saves a created or changed plan and answers it as the admin sees it; a name another plan took
 * meanwhile (the unique index decides the race the handler's check cannot) is a 409.
 */
export async function savePlan(em: EntityManager, plan: Plan): Promise<AdminPlan> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw AppError.conflict('PLAN_NAME_TAKEN', PLAN_TEXTS.nameTaken);
    throw error;
  }
  const [view] = await adminPlanViews(em, [plan]);
  return view;
}

interface UsageRow {
  plan_id: string;
  active: string;
  subscriptions: string;
  open_requests: string;
}

/** The plans as the admin sees them: with their subscriptions and open requests. */
export async function adminPlanViews(em: EntityManager, plans: Plan[]): Promise<AdminPlan[]> {
  if (!plans.length) return [];
  // Open requests: not answered yet, still where their machine starts them.
  const rows = await em.getConnection().execute<UsageRow[]>(
    `select pl.id as plan_id,
            (select count(*) from subscription s where s.plan_id = pl.id and s.status in ${CURRENT_SQL}) as active,
            (select count(*) from subscription s where s.plan_id = pl.id) as subscriptions,
            (select count(*) from plan_request r where r.plan_id = pl.id and r.status = ?) as open_requests
       from plan pl where pl.id = any(?::uuid[])`,
    [PLAN_REQUEST_LIFECYCLE.initial, `{${plans.map((plan) => plan.id).join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
  const usage = new Map(rows.map((row) => [row.plan_id, row]));
  return plans.map((plan) => {
    const row = usage.get(plan.id);
    const openRequests = Number(row?.open_requests ?? 0);
    return {
      ...planView(plan),
      retired: plan.retiredAt != null,
      activeSubscriptions: Number(row?.active ?? 0),
      openRequests,
      inUse: Number(row?.subscriptions ?? 0) > 0 || openRequests > 0,
    };
  });
}
