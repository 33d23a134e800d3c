import type { EntityManager } from '@mikro-orm/postgresql';
import { GuestLink } from './guest-link.entity.js';

/**
 * The projects context's answers for the stage reminders' mail to guests (docs/decisions.md "Each
 * table owned by its context"): `guest_link` and `guest_link_token` are read and written here only.
 */

/** A guest whom an order's reminder mail may reach: the link, the guest's name and e-mail. */
export interface ReviewingGuest {
  linkId: string;
  name: string;
  email: string;
}

/** The guests of an order with an e-mail whose open link (at `now`) may comment or approve, oldest link first. */
export async function reviewingGuests(em: EntityManager, projectId: string, now: Date): Promise<ReviewingGuest[]> {
  return em.getConnection().execute<ReviewingGuest[]>(
    `select g.id as "linkId", g.name, g.email from guest_link g
      where g.project_id = ? and g.email is not null and g.role in ('comment', 'approve') and g.revoked_at is null and g.expires_at > ?
      order by g.created_at, g.id`,
    [projectId, now],
  );
}

/** A new token for a guest link, stored as its hash beside the link's own: a reminder's button opens the guest's page. */
export async function issueGuestToken(em: EntityManager, linkId: string): Promise<string> {
  const token = GuestLink.newToken();
  await em
    .getConnection()
    .execute('insert into guest_link_token (token_hash, guest_link_id, created_at) values (?, ?, now())', [
      GuestLink.hash(token),
      linkId,
    ]);
  return token;
}
