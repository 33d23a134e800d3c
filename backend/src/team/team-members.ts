import { EntityManager } from '@mikro-orm/postgresql';
import { ClientMember, membershipsOf, type Membership } from '../accounts/index.js';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { TEAM_TEXTS } from '../contracts/team.js';
import type { Member } from '../contracts/team-answers.js';

/**
 * A client company's members, as the team's handlers (commands/, queries/) read and check them:
 * who belongs, with which role. Every change takes the company's lock first
 * (clients/client-lock.ts), so two owners demoting each other at once leave one owner.
 */

const memberOf = (row: Membership): Member => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.joinedAt ? 'active' : 'invited',
  invitedAt: new Date(row.invitedAt).toISOString(),
  joinedAt: row.joinedAt ? new Date(row.joinedAt).toISOString() : null,
});

const memberNotFound = () => AppError.notFound(TEAM_TEXTS.memberNotFound);

/** The company's members, with their names, from the accounts context (which owns the memberships). */
function rows(em: EntityManager, clientId: string, userId?: string): Promise<Membership[]> {
  return membershipsOf(em, [clientId], { userId });
}

/** The company's members, in the order they were invited. */
export async function membersOf(em: EntityManager, clientId: string): Promise<Member[]> {
  return (await rows(em, clientId)).map(memberOf);
}

/** One member as the API answers it; 404 when it is not the company's. */
export async function memberView(em: EntityManager, clientId: string, userId: string): Promise<Member> {
  const [row] = await rows(em, clientId, userId);
  if (!row) throw memberNotFound();
  return memberOf(row);
}

/** The membership row to change; 404 when it is not the company's. */
export async function findMember(em: EntityManager, clientId: string, userId: string): Promise<ClientMember> {
  if (!isUuid(userId)) throw memberNotFound();
  const member = await em.findOne(ClientMember, { user: userId, client: clientId });
  if (!member) throw memberNotFound();
  return member;
}

/** The company keeps at least one owner. */
export async function assertAnotherOwner(em: EntityManager, clientId: string): Promise<void> {
  const owners = await em.count(ClientMember, { client: clientId, role: 'owner' });
  if (owners <= 1) throw AppError.conflict('LAST_OWNER', TEAM_TEXTS.lastOwner);
}
