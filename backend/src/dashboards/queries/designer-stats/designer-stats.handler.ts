import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DesignerStats, OrderCounts } from '../../../contracts/dashboard-answers.js';
import { peopleWithRole } from '../../../accounts/index.js';
import { initialsOf } from '../../../common/zurich-month.js';
import { designerMonthFigures, NO_FIGURES, type MonthFigures } from '../../../projects/index.js';
import { DesignerStatsQuery } from './designer-stats.query.js';

@QueryHandler(DesignerStatsQuery)
export class DesignerStatsHandler implements IQueryHandler<DesignerStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ month }: DesignerStatsQuery): Promise<DesignerStats> {
    // The orders' figures are the projects context's, the designers the accounts context's: asked
    // at once, merged by designer id; every designer is listed, idle ones with zeros.
    const [figures, designers] = await Promise.all([
      designerMonthFigures(this.em, `${month}-01`),
      peopleWithRole(this.em, 'designer'),
    ]);
    const countsOf = ({ total, byStatus, byContentType }: MonthFigures): OrderCounts => ({
      total,
      byStatus,
      byContentType,
    });
    return {
      month,
      designers: designers.map((designer) => {
        const mine = figures.get(designer.id) ?? NO_FIGURES;
        return {
          id: designer.id,
          name: designer.name,
          email: designer.email,
          initials: initialsOf(designer.name),
          ...countsOf(mine),
          approved: mine.approved,
          rejected: mine.rejected,
          stagesEnded: mine.stagesEnded,
          onTimeRate: mine.stagesEnded ? mine.stagesOnTime / mine.stagesEnded : null,
        };
      }),
      unassigned: countsOf(figures.get(null) ?? NO_FIGURES),
    };
  }
}
