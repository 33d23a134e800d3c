import { Query } from '@nestjs/cqrs';
import type { AdminUser } from '../../../contracts/admin-answers.js';

/** Every account that was not deleted, newest first (one id: that one only). */
export class ListUsersQuery extends Query<AdminUser[]> {
  constructor(readonly accountId?: string) {
    super();
  }
}
