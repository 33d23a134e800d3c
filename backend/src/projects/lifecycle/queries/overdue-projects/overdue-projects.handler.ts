import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OVERDUE_BOARD_LIMIT } from '../../../../contracts/lists.js';
import type { OverdueBoard, ProjectPage } from '../../../../contracts/project-answers.js';
import { ListProjectsQuery } from '../list-projects/list-projects.query.js';
import { OverdueProjectsQuery } from './overdue-projects.query.js';

/**
 * The most overdue orders (the list's own read model: overdue only, soonest due first, at most
 * OVERDUE_BOARD_LIMIT), grouped by who owes the next move. Each group keeps the list's order.
 */
@QueryHandler(OverdueProjectsQuery)
export class OverdueProjectsHandler implements IQueryHandler<OverdueProjectsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ actor }: OverdueProjectsQuery): Promise<OverdueBoard> {
    const page: ProjectPage = await this.queries.execute(
      new ListProjectsQuery(actor, undefined, 1, OVERDUE_BOARD_LIMIT, undefined, 'due', true),
    );
    const board: OverdueBoard = {
      designer: [],
      admin: [],
      client: [],
      total: page.total,
      totalCapped: page.totalCapped,
    };
    for (const item of page.items) if (item.clock) board[item.clock.owedBy].push(item);
    return board;
  }
}
