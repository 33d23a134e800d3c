import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { PLAN_REQUEST_STATUSES } from '../contracts/plans.js';
import { Plan } from './plan.entity.js';

const PlanRequestSchema = defineEntity({
  name: 'PlanRequest',
  tableName: 'plan_request',
  indexes: [
    {
      name: 'plan_request_client_created_index',
      expression: 'create index "plan_request_client_created_index" on "plan_request" ("client_id", "created_at" desc)',
    },
    {
      name: 'plan_request_status_created_index',
      expression: 'create index "plan_request_status_created_index" on "plan_request" ("status", "created_at" desc)',
    },
    { name: 'plan_request_plan_id_index', properties: ['plan'] },
  ],
  uniques: [
    {
      name: 'plan_request_one_open_per_client',
      expression: `create unique index "plan_request_one_open_per_client" on "plan_request" ("client_id") where "status" = 'open'`,
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    plan: () => p.manyToOne(Plan).deleteRule('cascade'),
    status: p.enum(PLAN_REQUEST_STATUSES),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When an admin granted it or the client replaced it with another. */
    closedAt: p.datetime().nullable(),
  },
});

/**
 * A client asking for a plan while payments are off. At most one is open per client (a new one
 * replaces it); assigning the client a plan grants it.
 */
export class PlanRequest extends PlanRequestSchema.class {}
PlanRequestSchema.setClass(PlanRequest);
