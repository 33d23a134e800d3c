import { Query } from '@nestjs/cqrs';
import type { PlanRequestStatus } from '../../../contracts/plans.js';
import type { AdminPlanRequest } from '../../../contracts/billing-answers.js';

/** Every client's plan requests (optionally of one status), newest first, at most 200. */
export class ListPlanRequestsQuery extends Query<AdminPlanRequest[]> {
  constructor(readonly status?: PlanRequestStatus) {
    super();
  }
}
