import { Query } from '@nestjs/cqrs';
import type { AdminUserPage } from '../../../contracts/admin-answers.js';

/** A page of the accounts that were not deleted, newest first, optionally those whose name or e-mail contains `search`. */
export class ListUsersPageQuery extends Query<AdminUserPage> {
  constructor(
    readonly search: string | undefined,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
