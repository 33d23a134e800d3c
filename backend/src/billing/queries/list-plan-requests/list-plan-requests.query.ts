import { Query } from '@nestjs/cqrs';
import type { PlanRequestStatus } from '../../../contracts/plans.js';
import type { AdminPlanRequestView } from '../../plan-request.views.js';

/** Every client's plan requests (optionally of one status), newest first, at most 200. */
export class ListPlanRequestsQuery extends Query<AdminPlanRequestView[]> {
  constructor(readonly status?: PlanRequestStatus) {
    super();
  }
}
