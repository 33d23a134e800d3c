import type { EntityManager } from '@mikro-orm/postgresql';
import { membershipsOf } from '../accounts/index.js';
import { rowsOn, type SqlOn } from '../common/read-sql.js';
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
export async function approvalTermsOf(on: SqlOn, clientIds: readonly string[]): Promise<Map<string, ApprovalTerms>> {
  const ids = [...new Set(clientIds)];
  const terms = new Map<string, ApprovalTerms>();
  if (!ids.length) return terms;
  // The rule is the team's; the memberships are the accounts context's, asked for all ids at once.
  const [rows, members] = await Promise.all([
    rowsOn<{ client_id: string; approval_rule: ApprovalRule | null }>(
      on,
      `select c.id as client_id, (select t.approval_rule from client_team t where t.client_id = c.id) as approval_rule
           from unnest(?::uuid[]) as c(id)`,
      [textArray(ids)],
    ),
    membershipsOf(on, ids, { roles: DECIDING_ROLES }),
  ]);
  const deciders = new Map<string, number>();
  for (const member of members) deciders.set(member.clientId, (deciders.get(member.clientId) ?? 0) + 1);
  for (const row of rows)
    terms.set(row.client_id, { approvalRule: row.approval_rule, deciders: deciders.get(row.client_id) ?? 0 });
  return terms;
}

type Right = 'see' | keyof MemberRights;

/** The members of these companies whose role gives the right (every member for `see`), by company. */
export async function membersWith(
  em: EntityManager,
  clientIds: readonly string[],
  right: Right,
): Promise<Map<string, string[]>> {
  return (await membersByRight(em, clientIds, [right]))[right]!;
}

/**
 * For each of `rights`, the members of these companies whose role gives it, by company: one
 * statement for all of them (the notifications of a batch ask for three rights at once).
 */
export async function membersByRight<R extends Right>(
  em: EntityManager,
  clientIds: readonly string[],
  rights: readonly R[],
): Promise<Record<R, Map<string, string[]>>> {
  const gives = (role: (typeof MEMBER_ROLES)[number], right: Right) => right === 'see' || MEMBER_RIGHTS[role][right];
  const byRight = Object.fromEntries(
    rights.map((right) => [right, new Map<string, string[]>(clientIds.map((id) => [id, []]))]),
  ) as Record<R, Map<string, string[]>>;
  const roles = MEMBER_ROLES.filter((role) => rights.some((right) => gives(role, right)));
  if (!clientIds.length || !roles.length) return byRight;
  const members = await membershipsOf(em, clientIds, { roles });
  for (const member of members) {
    if (member.deleted) continue;
    for (const right of rights) if (gives(member.role, right)) byRight[right].get(member.clientId)?.push(member.userId);
  }
  return byRight;
}
