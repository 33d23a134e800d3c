import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';

/** Deletes the events the relay delivered before the moment (docs/security.md "Retention"); answers how many. */
export async function purgeDeliveredEvents(em: EntityManager, before: Date): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'delete from outbox_event where sent_at < ? returning id',
      [before],
      'all',
      em.getTransactionContext(),
    );
  return rows.length;
}

/**
 * Deletes every event whose payload names one of the ids (a company's erasure: its people's ids must
 * not stay in the outbox), delivered or not: what they would start concerns no one any more.
 */
export async function forgetEventsNaming(em: EntityManager, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `delete from outbox_event e
      where exists (select 1 from unnest(?::text[]) as named(id) where e.payload::text like '%' || named.id || '%')
      returning e.id`,
    [textArray(ids)],
    'all',
    em.getTransactionContext(),
  );
  return rows.length;
}
