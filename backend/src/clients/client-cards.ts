import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';

/** What the clients context knows of a client for a list: its brand's name and its designer's id. */
export interface ClientCard {
  brandName: string | null;
  designerId: string | null;
}

/** The brand name and designer of these clients, by client id (every id asked for is in the map). */
export async function clientCards(em: EntityManager, clientIds: readonly string[]): Promise<Map<string, ClientCard>> {
  const ids = [...new Set(clientIds)];
  if (!ids.length) return new Map();
  const rows = await em
    .getConnection()
    .execute<{ id: string; brand_name: string | null; designer_id: string | null }[]>(
      `select c.id, b.brand_name, cd.designer_id
       from unnest(?::uuid[]) as c(id)
       left join branding b on b.client_id = c.id
       left join client_designer cd on cd.client_id = c.id`,
      [textArray(ids)],
      'all',
      em.getTransactionContext(),
    );
  return new Map(rows.map((row) => [row.id, { brandName: row.brand_name, designerId: row.designer_id }]));
}

/** The clients whose brand name matches a `like` pattern (case-insensitive): for a search of clients. */
export async function clientsWithBrandLike(em: EntityManager, pattern: string): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ client_id: string }[]>('select client_id from branding where brand_name ilike ?', [pattern]);
  return rows.map((row) => row.client_id);
}
