import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';

/**
 * Whether an account id is a client company (docs/decisions.md "A company is one client"): a client
 * account that some membership names as its company. A company's id is the account it was founded
 * with, so the founding account is always named (by its own row, or by its members' once it was
 * removed from its own team); an account invited into a company is a member there and never a
 * company of its own, nor is a removed member's account. The one definition every list, count and
 * lookup of clients uses: `column` is the SQL expression of the id to test. Other contexts ask
 * `isCompany` or `companyIds`, never this condition.
 */
function companySql(column: string): string {
  return `exists (select 1 from client_member cm join user_role cr on cr.user_id = cm.client_id and cr.role = 'client' where cm.client_id = ${column})`;
}

/** Whether the id is a client company's (call with a valid UUID). */
export async function isCompany(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<unknown[]>(`select 1 where ${companySql('?')}`, [id], 'all', em.getTransactionContext());
  return rows.length > 0;
}

/** Which of these ids are client companies' (call with valid UUIDs): one query for a whole list. */
export async function companyIds(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      `select c.id from unnest(?::uuid[]) as c(id) where ${companySql('c.id')}`,
      [textArray([...new Set(ids)])],
      'all',
      em.getTransactionContext(),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The client companies whose name matches a `like` pattern (case-insensitive, `\` escapes), for a
 * list's search by a client's name, which then filters its own rows by these ids. Bounded both
 * ways: among the companies the caller sees (`among`: their rows by primary key, however many
 * accounts there are), or, for a caller who sees every company ('all'), the first `limit` by name.
 */
export async function companiesNamedLike(
  em: EntityManager,
  pattern: string,
  among: readonly string[] | 'all',
  limit: number,
): Promise<string[]> {
  if (among !== 'all' && !among.length) return [];
  const [from, params] =
    among === 'all'
      ? ['account a', [pattern]]
      : ['unnest(?::uuid[]) as c(id) join account a on a.id = c.id', [textArray([...new Set(among)]), pattern]];
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      `select a.id from ${from} where a.name ilike ? escape '\\' and ${companySql('a.id')} order by a.name, a.id limit ?`,
      [...params, limit],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.id);
}
