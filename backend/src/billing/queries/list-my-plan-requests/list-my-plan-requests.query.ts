import { Query } from '@nestjs/cqrs';
import type { MyPlanRequestView } from '../../plan-request.views.js';

/** The client's plan requests, newest first. */
export class ListMyPlanRequestsQuery extends Query<MyPlanRequestView[]> {
  constructor(readonly clientId: string) {
    super();
  }
}
