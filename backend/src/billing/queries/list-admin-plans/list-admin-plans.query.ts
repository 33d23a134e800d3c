import { Query } from '@nestjs/cqrs';
import type { AdminPlan } from '../../../contracts/billing-answers.js';

/** Every plan, retired ones too, cheapest first, with how much it is used. */
export class ListAdminPlansQuery extends Query<AdminPlan[]> {}
