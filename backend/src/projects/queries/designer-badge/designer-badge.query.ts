import { Query } from '@nestjs/cqrs';

/** How many of the designer's orders need it: new ones and ones with the client. */
export class DesignerBadgeQuery extends Query<{ count: number }> {
  constructor(readonly designerId: string) {
    super();
  }
}
