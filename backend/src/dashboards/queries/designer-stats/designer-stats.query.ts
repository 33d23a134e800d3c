import { Query } from '@nestjs/cqrs';
import type { DesignerStats } from '../../../contracts/dashboard-answers.js';

/** The designer statistics of one calendar month in Zurich (YYYY-MM). */
export class DesignerStatsQuery extends Query<DesignerStats> {
  constructor(readonly month: string) {
    super();
  }
}
