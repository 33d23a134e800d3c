import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../contracts/roles.js';

interface StateRow {
  id: string;
  email: string;
  password_hash: string;
  session_version: number;
  deleted_at: Date | null;
  status: string;
  role: Role | null;
}

/** What an account is now, as far as a link sent to it is concerned. */
interface AccountState {
  /** SHA-256 (hex) over e-mail, role, password hash, session version, status and deletion. */
  fingerprint: string;
  /** Active and not deleted: only such an account gets or uses a link. */
  active: boolean;
}

/**
 * The account's state as one hash, for binding e-mailed links to the moment they were issued: a
 * link whose fingerprint is no longer the account's is refused. So every change that matters ends
 * every link of the account by itself, whichever code path made it and whether or not that path
 * also ends the links explicitly: a new e-mail (the link went to the old address), a new role (a
 * link of a designer must not set an admin's password), a new password (someone chose one since),
 * a raised session version (sign-out, refresh-token reuse: someone acted on the account), a
 * deactivation or a deletion. The password hash is argon2id with its own salt; its SHA-256 here
 * tells nothing the account row does not.
 *
 * `lock` takes the account row's lock (inside the caller's transaction), so the state cannot change
 * between this check and the caller's write.
 */
export async function accountState(
  em: EntityManager,
  accountId: string,
  { lock = false } = {},
): Promise<AccountState | null> {
  const rows = await em.execute<StateRow[]>(
    `select a.id, a.email, a.password_hash, a.session_version, a.deleted_at, p.status, r.role
       from account a
       join profile p on p.id = a.id
       left join user_role r on r.user_id = a.id
      where a.id = ?${lock ? ' for update of a' : ''}`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  const deleted = row.deleted_at !== null;
  const parts = [row.id, row.email, row.role ?? null, row.password_hash, row.session_version, row.status, deleted];
  return {
    fingerprint: createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex'),
    active: row.status === 'active' && !deleted,
  };
}
