import { Query } from '@nestjs/cqrs';
import type { PlanView } from '../../plan.view.js';

/** The plans on sale (not retired), cheapest first (landing page, profile, upgrade). */
export class ListPlansQuery extends Query<PlanView[]> {}
