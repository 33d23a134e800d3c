import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';
import type { SocialNetworkName } from '../contracts/publishing.js';

/** These social accounts' network and name, by id (an unknown id is missing): one query for a whole list. */
export async function socialAccountNames(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, { network: SocialNetworkName; name: string }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await em
    .getConnection()
    .execute<{ id: string; network: SocialNetworkName; name: string }[]>(
      'select a.id, a.network, a.name from social_account a where a.id = any(?::uuid[])',
      [textArray(unique)],
      'all',
      em.getTransactionContext(),
    );
  return new Map(rows.map((row) => [row.id, { network: row.network, name: row.name }]));
}
