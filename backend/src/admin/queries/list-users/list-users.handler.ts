import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { userPage, userRows } from '../../../accounts/index.js';
import type { AdminUser, AdminUserPage } from '../../../contracts/admin-answers.js';
import { ListUsersPageQuery } from './list-users-page.query.js';
import { ListUsersQuery } from './list-users.query.js';

/** The users' rows are the accounts context's (its tables): the handlers ask it. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ accountId }: ListUsersQuery): Promise<AdminUser[]> {
    return userRows(this.em, accountId);
  }
}

/** A page of them, found by part of the name or e-mail. */
@QueryHandler(ListUsersPageQuery)
export class ListUsersPageHandler implements IQueryHandler<ListUsersPageQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ search, page, pageSize }: ListUsersPageQuery): Promise<AdminUserPage> {
    return userPage(this.em, { search, page, pageSize });
  }
}
