import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { DesignerDashboardStats } from '../../../contracts/dashboard-answers.js';

/** The counters of the designer's dashboard, over the orders it may see (projectScope). */
export class DesignerDashboardQuery extends Query<DesignerDashboardStats> {
  constructor(readonly actor: Actor) {
    super();
  }
}
