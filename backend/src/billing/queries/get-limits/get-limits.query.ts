import { Query } from '@nestjs/cqrs';
import type { ContentLimits } from '../../../contracts/billing-answers.js';

/** The client's monthly limits and usage (calendar month, Europe/Zurich). */
export class GetLimitsQuery extends Query<ContentLimits> {
  constructor(readonly clientId: string) {
    super();
  }
}
