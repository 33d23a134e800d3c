import type { EntityManager } from '@mikro-orm/postgresql';
import { lockAccount } from '../accounts/index.js';

/**
 * Locks the client's account row for the rest of the transaction: what changes one client's orders,
 * designer link, plan or subscription takes it first, so such changes of one client run one after
 * the other. Linking a designer and creating an order both take it before they read the link or the
 * waiting orders, so one of them always sees the other: no order is left waiting for a designer the
 * client already has. Answers whether the account exists.
 */
export async function lockClient(em: EntityManager, clientId: string): Promise<boolean> {
  return lockAccount(em, clientId);
}

/** The designer linked to the client (the one who works its orders), or null. */
export async function designerOfClient(em: EntityManager, clientId: string): Promise<string | null> {
  const [row] = await em
    .getConnection()
    .execute<{ designer_id: string }[]>(
      'select designer_id from client_designer where client_id = ?',
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  return row?.designer_id ?? null;
}
