import type { EntityManager } from '@mikro-orm/postgresql';
import type { BrandingData } from '../../contracts/branding.js';
import { storedBrandingData } from './branding-data.js';

/**
 * The client's brand for the AI writers: every field filled, or undefined when it has no record.
 * One plain statement, no entity: the AI draft of every new order reads it.
 */
export async function brandOfClient(em: EntityManager, clientId: string): Promise<BrandingData | undefined> {
  const [row] = await em
    .getConnection()
    .execute<{ branding_data: Record<string, unknown> | null }[]>(
      'select branding_data from branding where client_id = ?',
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  return row ? storedBrandingData(row.branding_data ?? {}) : undefined;
}
