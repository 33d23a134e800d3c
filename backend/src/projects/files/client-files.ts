import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The storage keys of every file of a client's orders: the uploads and the stored approval records
 * (approval-records.ts). For removing a client with its data, and for a company's erasure: the rows go, the files
 * the caller removes after the commit. Runs in the caller's transaction.
 */
export async function storedFilesOfClient(em: EntityManager, clientId: string): Promise<string[]> {
  const rows = await em.getConnection().execute<{ storage_key: string }[]>(
    `select a.storage_key from attachment a join project p on p.id = a.project_id where p.client_id = ?
     union all
     select r.storage_key from approval_record_file r join project p on p.id = r.project_id where p.client_id = ?`,
    [clientId, clientId],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => row.storage_key);
}
