import { Query } from '@nestjs/cqrs';
import type { PlanView } from '../../plan.view.js';

/** All plans, cheapest first (landing page, profile, upgrade). */
export class ListPlansQuery extends Query<PlanView[]> {}
