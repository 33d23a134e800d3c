import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { OverdueBoard } from '../../../../contracts/project-answers.js';

/** The admin's board of overdue orders, grouped by who owes the next move (GET /api/admin/overdue). */
export class OverdueProjectsQuery extends Query<OverdueBoard> {
  constructor(readonly actor: Actor) {
    super();
  }
}
