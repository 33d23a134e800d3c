import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../common/search-text.js';
import type { AccountStatus } from '../contracts/admin.js';
import type { AdminUser, AdminUserPage } from '../contracts/admin-answers.js';
import type { Role } from '../contracts/roles.js';

interface Row {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  status: AccountStatus;
  created_at: Date;
  mfa_enabled: boolean;
}

const COLUMNS = 'a.id, a.name, a.email, r.role, p.status, a.created_at, a.mfa_enabled';
const FROM = 'account a join profile p on p.id = a.id left join user_role r on r.user_id = a.id';

const toUser = (row: Row): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role ?? null,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  mfaEnabled: row.mfa_enabled,
});

/** The admin's list of users, straight from SQL: one row per undeleted account with its role and status (newest first). */
export async function userRows(em: EntityManager, accountId?: string): Promise<AdminUser[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `select ${COLUMNS}
         from ${FROM}
        where a.deleted_at is null ${accountId ? 'and a.id = ?' : ''}
        order by a.created_at desc, a.id`,
    accountId ? [accountId] : [],
  );
  return rows.map(toUser);
}

/** A page of them, found by part of the name or e-mail; the count beside the page, in one round trip. */
export async function userPage(
  em: EntityManager,
  { search, page, pageSize }: { search?: string; page: number; pageSize: number },
): Promise<AdminUserPage> {
  const where = ['a.deleted_at is null'];
  const params: unknown[] = [];
  if (search) {
    where.push(`(a.name ilike ? escape '\\' or a.email ilike ? escape '\\')`);
    params.push(containsPattern(search), containsPattern(search));
  }
  const filter = `where ${where.join(' and ')}`;
  const connection = em.getConnection();
  const rows = await connection.execute<(Row & { total: string })[]>(
    `select ${COLUMNS}, (select count(*) from ${FROM} ${filter}) as total
         from ${FROM}
         ${filter}
        order by a.created_at desc, a.id
        limit ? offset ?`,
    [...params, ...params, pageSize, (page - 1) * pageSize],
  );
  // A page past the end has no row to carry the count.
  const total = rows.length
    ? rows[0].total
    : (await connection.execute<{ total: string }[]>(`select count(*) as total from ${FROM} ${filter}`, params))[0]
        .total;
  return { items: rows.map(toUser), total: Number(total), page, pageSize };
}
