import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';

/** How many of the designer's orders need it: new ones and ones sent back for rework. */
export class DesignerBadgeQuery extends Query<{ count: number }> {
  constructor(readonly actor: Actor) {
    super();
  }
}
