import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountStatus, AdminUser } from '../../../contracts/admin.js';
import type { Role } from '../../../contracts/roles.js';
import { ListUsersQuery } from './list-users.query.js';

interface Row {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  status: AccountStatus;
  created_at: Date;
  mfa_enabled: boolean;
}

/** Straight from SQL: one row per account with its role and status. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: ListUsersQuery): Promise<AdminUser[]> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `select a.id, a.name, a.email, r.role, p.status, a.created_at, a.mfa_enabled
         from account a join profile p on p.id = a.id left join user_role r on r.user_id = a.id
        where a.deleted_at is null ${accountId ? 'and a.id = ?' : ''}
        order by a.created_at desc, a.id`,
      accountId ? [accountId] : [],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role ?? null, status: row.status, createdAt: new Date(row.created_at).toISOString(), mfaEnabled: row.mfa_enabled }));
  }
}
