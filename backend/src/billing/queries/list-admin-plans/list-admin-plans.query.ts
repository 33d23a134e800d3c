import { Query } from '@nestjs/cqrs';
import type { AdminPlanView } from '../../plan.view.js';

/** Every plan, retired ones too, cheapest first, with how much it is used. */
export class ListAdminPlansQuery extends Query<AdminPlanView[]> {}
