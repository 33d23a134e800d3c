import { Query } from '@nestjs/cqrs';
import type { MyPlanRequest } from '../../../contracts/billing-answers.js';

/** The client's plan requests, newest first. */
export class ListMyPlanRequestsQuery extends Query<MyPlanRequest[]> {
  constructor(readonly clientId: string) {
    super();
  }
}
