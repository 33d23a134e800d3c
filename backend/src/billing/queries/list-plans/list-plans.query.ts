import { Query } from '@nestjs/cqrs';
import type { PlanInfo } from '../../../contracts/billing-answers.js';

/** The plans on sale (not retired), cheapest first (landing page, profile, upgrade). */
export class ListPlansQuery extends Query<PlanInfo[]> {}
