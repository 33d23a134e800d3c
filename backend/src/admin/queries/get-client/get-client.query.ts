import { Query } from '@nestjs/cqrs';
import type { AdminClientDetail } from '../../../contracts/admin-answers.js';

/** One client company for the admin: designer, plan, subscription, branding and its members (404 for a member's account). */
export class GetClientQuery extends Query<AdminClientDetail> {
  constructor(readonly clientId: string) {
    super();
  }
}
