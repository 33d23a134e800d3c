import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOn, type SqlOn } from '../common/read-sql.js';
import { textArray } from '../common/sql-array.js';
import type { AccountStatus } from '../contracts/admin.js';
import type { Role } from '../contracts/roles.js';
import type { MemberRole } from '../contracts/team.js';

/**
 * The accounts context's query functions for other contexts (docs/decisions.md "Each table owned by
 * its context"): they read `account`, `profile`, `user_role` and `client_member` here and nowhere
 * else. Each answers a whole list in one statement, so a read model asks once per list and merges
 * by id; each runs in the caller's transaction when there is one. Those a screen asks outside a unit
 * of work (`peopleOf`, `membershipsOf`) also run on the read side's connections (`SqlOn`).
 */

const run = <T extends object>(on: SqlOn, sql: string, params: unknown[]): Promise<T[]> => rowsOn<T>(on, sql, params);

/** A person as lists show it: name, e-mail (empty once deleted) and whether the account was deleted. */
export interface Person {
  id: string;
  name: string;
  email: string;
  deleted: boolean;
}

/** These accounts' names and e-mails, by id (an unknown id is missing from the map). */
export async function peopleOf(on: SqlOn, ids: readonly (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await run<{ id: string; name: string; email: string; deleted: boolean }>(
    on,
    'select id, name, email, deleted_at is not null as deleted from account where id = any(?::uuid[])',
    [textArray(wanted)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the account's row for the rest of the transaction (`for no key update`: rows that point at
 * it may still be written), so that what changes one client's data runs one after the other.
 * Answers whether the account exists.
 */
export async function lockAccount(em: EntityManager, id: string): Promise<boolean> {
  return (await run(em, 'select 1 from account where id = ? for no key update', [id])).length > 0;
}

/** How many active, undeleted admins there are besides this account. */
export async function otherActiveAdmins(em: EntityManager, accountId: string): Promise<number> {
  const [row] = await run<{ others: string }>(
    em,
    `select count(*) as others
       from user_role r join profile p on p.id = r.user_id join account a on a.id = r.user_id
      where r.role = 'admin' and p.status = 'active' and a.deleted_at is null and r.user_id <> ?`,
    [accountId],
  );
  return Number(row.others);
}

/** A person's standing now: its role and company membership, or null when deleted or not active. */
export interface Standing {
  role: Role | null;
  clientId: string | null;
  memberRole: MemberRole | null;
}

export async function standingOf(em: EntityManager, accountId: string): Promise<Standing | null> {
  const [row] = await run<{ role: Role | null; client_id: string | null; member_role: MemberRole | null }>(
    em,
    `select r.role, m.client_id, m.role as member_role
       from account a
       join profile p on p.id = a.id
       left join user_role r on r.user_id = a.id
       left join client_member m on m.user_id = a.id
      where a.id = ? and a.deleted_at is null and p.status = 'active'`,
    [accountId],
  );
  return row ? { role: row.role, clientId: row.client_id, memberRole: row.member_role } : null;
}

/** A membership in a client company, with the member's name and e-mail. */
export interface Membership {
  clientId: string;
  userId: string;
  role: MemberRole;
  invitedAt: Date;
  joinedAt: Date | null;
  name: string;
  email: string;
  deleted: boolean;
}

/**
 * The memberships of these companies (only those with one of `roles`, only `userId`'s when given),
 * in the order they were invited, then by name and id.
 */
export async function membershipsOf(
  on: SqlOn,
  clientIds: readonly string[],
  options: { roles?: readonly MemberRole[]; userId?: string } = {},
): Promise<Membership[]> {
  const wanted = [...new Set(clientIds)];
  if (!wanted.length || options.roles?.length === 0) return [];
  const where = ['m.client_id = any(?::uuid[])'];
  const params: unknown[] = [textArray(wanted)];
  if (options.roles) {
    where.push('m.role = any(?::text[])');
    params.push(textArray(options.roles));
  }
  if (options.userId) {
    where.push('m.user_id = ?');
    params.push(options.userId);
  }
  const rows = await run<{
    client_id: string;
    user_id: string;
    role: MemberRole;
    invited_at: Date;
    joined_at: Date | null;
    name: string;
    email: string;
    deleted: boolean;
  }>(
    on,
    `select m.client_id, m.user_id, m.role, m.invited_at, m.joined_at, a.name, a.email, a.deleted_at is not null as deleted
       from client_member m join account a on a.id = m.user_id
      where ${where.join(' and ')}
      order by m.invited_at, a.name, a.id`,
    params,
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    userId: row.user_id,
    role: row.role,
    invitedAt: row.invited_at,
    joinedAt: row.joined_at,
    name: row.name,
    email: row.email,
    deleted: row.deleted,
  }));
}

/** A person who can be named in an order's messages: undeleted, with a role. */
export interface NamedPerson {
  id: string;
  name: string;
  role: Role;
  /** Whether it is a member of the company asked for in `membersOf`. */
  member: boolean;
}

/**
 * The undeleted accounts with a role among `ids`, and every member of the company `membersOf` (when
 * given), by name then id: the people an order's messages may name.
 */
export async function namedPeople(
  em: EntityManager,
  ids: readonly (string | null)[],
  membersOf: string | null,
): Promise<NamedPerson[]> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length && membersOf === null) return [];
  return run<NamedPerson>(
    em,
    // The candidates first, each way by its index: an `or` across the join scanned every account.
    `select a.id, a.name, r.role,
            exists (select 1 from client_member m where m.user_id = a.id and m.client_id = ?) as member
       from account a join user_role r on r.user_id = a.id
      where a.deleted_at is null
        and a.id in (select unnest(?::uuid[]) union select m.user_id from client_member m where m.client_id = ?)
      order by a.name, a.id`,
    [membersOf, textArray(wanted), membersOf],
  );
}

/** The active (not deactivated) accounts with this role, and how many accounts have it at all. */
export async function accountsWithRole(em: EntityManager, role: Role): Promise<{ active: string[]; total: number }> {
  const rows = await run<{ id: string; active: boolean }>(
    em,
    `select r.user_id as id, p.status = 'active' as active from user_role r left join profile p on p.id = r.user_id where r.role = ?`,
    [role],
  );
  return { active: rows.filter((row) => row.active).map((row) => row.id), total: rows.length };
}

/** A client account as the admin's client list shows it. */
export interface ClientAccount {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  createdAt: Date;
}

/**
 * The undeleted accounts with the client role, newest first: one (`id`), or those whose name or
 * e-mail matches `pattern` (case-insensitive) or whose id is among `alsoIds`.
 */
export async function clientAccounts(
  em: EntityManager,
  filter: { id?: string; pattern?: string; alsoIds?: readonly string[] },
): Promise<ClientAccount[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.id) {
    conditions.push('a.id = ?');
    params.push(filter.id);
  }
  if (filter.pattern) {
    conditions.push('(a.name ilike ? or a.email ilike ? or a.id = any(?::uuid[]))');
    params.push(filter.pattern, filter.pattern, textArray(filter.alsoIds ?? []));
  }
  const rows = await run<{ id: string; name: string; email: string; status: AccountStatus; created_at: Date }>(
    em,
    `select a.id, a.name, a.email, p.status, a.created_at
       from user_role r
       join account a on a.id = r.user_id and a.deleted_at is null
       join profile p on p.id = a.id
      where r.role = 'client' ${conditions.map((condition) => `and ${condition}`).join(' ')}
      order by a.created_at desc, a.id`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    createdAt: row.created_at,
  }));
}

/** Every account with this role (deleted ones too, as a role outlives nothing else), by name then id. */
export async function peopleWithRole(em: EntityManager, role: Role): Promise<Person[]> {
  return run<Person>(
    em,
    `select a.id, a.name, a.email, a.deleted_at is not null as deleted
       from account a join user_role r on r.user_id = a.id
      where r.role = ?
      order by a.name, a.id`,
    [role],
  );
}

/** Of these ids, the undeleted accounts with the client role, by name (case-insensitive) then id. */
export async function clientsByName(
  em: EntityManager,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  return run<{ id: string; name: string }>(
    em,
    `select a.id, a.name
       from account a join user_role r on r.user_id = a.id and r.role = 'client'
      where a.id = any(?::uuid[]) and a.deleted_at is null
      order by lower(a.name), a.id`,
    [textArray(wanted)],
  );
}

/** A person a mail goes to: name, e-mail, role (null without one) and the company it is a member of. */
export interface Contact {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  companyId: string | null;
}

/** These undeleted accounts' names, e-mails, roles and companies, by id (a deleted or unknown id is missing). */
export async function contactsOf(em: EntityManager, ids: readonly string[]): Promise<Map<string, Contact>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await run<Contact>(
    em,
    `select a.id, a.name, a.email, r.role, m.client_id as "companyId"
       from account a left join user_role r on r.user_id = a.id left join client_member m on m.user_id = a.id
      where a.id = any(?::uuid[]) and a.deleted_at is null`,
    [textArray(wanted)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** These accounts' roles, by id (an account without a role is missing). */
export async function rolesOf(em: EntityManager, ids: readonly string[]): Promise<Map<string, Role>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await run<{ user_id: string; role: Role }>(
    em,
    'select user_id, role from user_role where user_id = any(?::uuid[])',
    [textArray(wanted)],
  );
  return new Map(rows.map((row) => [row.user_id, row.role]));
}

/** The undeleted accounts with this role, by id. */
export async function undeletedWithRole(em: EntityManager, role: Role): Promise<string[]> {
  const rows = await run<{ id: string }>(
    em,
    'select a.id from account a join user_role r on r.user_id = a.id where r.role = ? and a.deleted_at is null order by a.id',
    [role],
  );
  return rows.map((row) => row.id);
}

/**
 * Who invited this account into which company with which role; null for an account that is not an
 * invited member (a company's founding account, staff). The company's own account is no person to
 * name (its name is the company's): then nobody is named.
 */
export async function invitationOf(
  em: EntityManager,
  accountId: string,
): Promise<{ by: string | null; company: string; role: MemberRole } | null> {
  const [row] = await run<{ by: string | null; company: string; role: MemberRole }>(
    em,
    `select case when i.id = m.client_id then null else i.name end as by, c.name as company, m.role from client_member m
       join account c on c.id = m.client_id left join account i on i.id = m.invited_by_id
      where m.user_id = ? and m.user_id <> m.client_id`,
    [accountId],
  );
  return row ? { by: row.by, company: row.company, role: row.role } : null;
}
