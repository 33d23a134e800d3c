import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { GuestPass } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { TEAM_TEXTS, type GuestRole } from '../../contracts/team.js';
import { GuestLink } from './guest-link.entity.js';

const linkNotFound = () => AppError.notFound(TEAM_TEXTS.guestLinkNotFound);

/**
 * Guest links: an order's owners and approvers (and admins) let a named person without an account
 * review that one order (commands/guest-link.handlers.ts). The token is shown once and stored as
 * its hash; a link ends when it expires (at most 30 days) or is revoked, and an unknown, ended or
 * guessed token is answered like a missing one. This is the guest controller's request helper: the
 * token in the URL, turned into the caller's pass (as the guard does for a session).
 */
@Injectable()
export class GuestLinks {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** The pass a token opens now, or 404 as for a missing link. */
  async pass(token: string): Promise<GuestPass> {
    // Tokens are 43 URL-safe characters: anything else is no token, without a lookup.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkNotFound();
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string; project_id: string; client_id: string; name: string; role: GuestRole }[]>(
        `select g.id, g.project_id, p.client_id, g.name, g.role
         from guest_link g join project p on p.id = g.project_id
        where (g.token_hash = ? or g.id = (select t.guest_link_id from guest_link_token t where t.token_hash = ?))
          and g.revoked_at is null and g.expires_at > ?`,
        [GuestLink.hash(token), GuestLink.hash(token), this.clock.now()],
      );
    if (!row) throw linkNotFound();
    return { linkId: row.id, projectId: row.project_id, clientId: row.client_id, name: row.name, role: row.role };
  }
}
