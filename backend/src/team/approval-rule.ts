import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';
import { MEMBER_RIGHTS, MEMBER_ROLES, type ApprovalRule, type MemberRights } from '../contracts/team.js';

/** The member roles whose approval counts: those with the right to decide. */
const DECIDING_ROLES = MEMBER_ROLES.filter((role) => MEMBER_RIGHTS[role].decide);

/** A company's approval rule ("any" until its owner chooses). */
export async function approvalRuleOf(em: EntityManager, clientId: string): Promise<ApprovalRule> {
  const [row] = await em
    .getConnection()
    .execute<{ approval_rule: ApprovalRule }[]>(
      'select approval_rule from client_team where client_id = ?',
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  return row?.approval_rule ?? 'any';
}

export async function setApprovalRule(em: EntityManager, clientId: string, rule: ApprovalRule): Promise<void> {
  await em.getConnection().execute(
    `insert into client_team (client_id, approval_rule) values (?, ?)
     on conflict (client_id) do update set approval_rule = excluded.approval_rule`,
    [clientId, rule],
    'all',
    em.getTransactionContext(),
  );
}

/** A company's approval terms: its rule (null until its owner chooses) and how many members may decide. */
export interface ApprovalTerms {
  approvalRule: ApprovalRule | null;
  deciders: number;
}

/**
 * The approval terms of these companies, by company, in one statement: for read models that answer
 * many orders at once (every id asked for is in the map). Counts every deciding membership, as the
 * order's approval counts them.
 */
export async function approvalTermsOf(
  em: EntityManager,
  clientIds: readonly string[],
): Promise<Map<string, ApprovalTerms>> {
  const ids = [...new Set(clientIds)];
  const terms = new Map<string, ApprovalTerms>();
  if (!ids.length) return terms;
  const rows = await em
    .getConnection()
    .execute<{ client_id: string; approval_rule: ApprovalRule | null; deciders: number }[]>(
      `select c.id as client_id,
            (select t.approval_rule from client_team t where t.client_id = c.id) as approval_rule,
            (select count(*)::int from client_member dm where dm.client_id = c.id and dm.role in (${DECIDING_ROLES.map(() => '?').join(', ')})) as deciders
       from unnest(?::uuid[]) as c(id)`,
      [...DECIDING_ROLES, textArray(ids)],
    );
  for (const row of rows) terms.set(row.client_id, { approvalRule: row.approval_rule, deciders: row.deciders });
  return terms;
}

/** The members of these companies whose role gives the right (every member for `see`), by company. */
export async function membersWith(
  em: EntityManager,
  clientIds: readonly string[],
  right: 'see' | keyof MemberRights,
): Promise<Map<string, string[]>> {
  const companies = new Map<string, string[]>(clientIds.map((id) => [id, []]));
  if (!clientIds.length) return companies;
  const roles = MEMBER_ROLES.filter((role) => right === 'see' || MEMBER_RIGHTS[role][right]);
  const rows = await em.getConnection().execute<{ client_id: string; user_id: string }[]>(
    `select m.client_id, m.user_id from client_member m join account a on a.id = m.user_id
      where m.client_id in (${clientIds.map(() => '?').join(', ')}) and m.role in (${roles.map(() => '?').join(', ')}) and a.deleted_at is null
      order by m.invited_at`,
    [...clientIds, ...roles],
    'all',
    em.getTransactionContext(),
  );
  for (const row of rows) companies.get(row.client_id)?.push(row.user_id);
  return companies;
}
