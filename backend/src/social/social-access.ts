import { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { assertClientAccess } from '../clients/index.js';
import { MEMBER_RIGHTS, type MemberRole } from '../contracts/team.js';

/** Who may connect and disconnect a company's accounts: an admin, or a member with the right to manage it (its owner). */
export async function assertManage(em: EntityManager, actor: Actor, clientId: string): Promise<void> {
  await assertClientAccess(em, actor, clientId, { linkedDesigner: false });
  if (!actor.isAdmin && !actor.memberRights?.manage) throw AppError.forbidden();
}

/** The person is, now, an active admin or an active member of the company with the right to manage it (its owner). */
export async function mayStillManage(em: EntityManager, userId: string, clientId: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ role: string | null; client_id: string | null; member_role: MemberRole | null }[]>(
      `select r.role, m.client_id, m.role as member_role
       from account a
       join profile p on p.id = a.id
       left join user_role r on r.user_id = a.id
       left join client_member m on m.user_id = a.id
      where a.id = ? and a.deleted_at is null and p.status = 'active'`,
      [userId],
    );
  const person = rows[0];
  if (!person) return false;
  if (person.role === 'admin') return true;
  return (
    person.role === 'client' &&
    person.client_id === clientId &&
    person.member_role !== null &&
    MEMBER_RIGHTS[person.member_role].manage
  );
}
