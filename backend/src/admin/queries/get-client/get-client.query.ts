import { Query } from '@nestjs/cqrs';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';

/** One client for the admin: designer, plan, subscription and branding. */
export class GetClientQuery extends Query<AdminClientDetail> {
  constructor(readonly clientId: string) {
    super();
  }
}
