import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the order pages need of the messages' notifications (a port, docs/decisions.md "Each table
 * owned by its context"): the unread count on each card and marking an order's messages read when
 * it is opened. The `notification` table is the notifications context's, which sits above projects
 * and may not be imported from here; it implements this class and provides it to the whole
 * application (its `MessageReadsModule`, imported by the roots).
 */
export abstract class MessageReads {
  /** How many messages on each of these orders this person has not read, by order id (an order without any is missing). */
  abstract unreadCounts(em: EntityManager, userId: string, projectIds: readonly string[]): Promise<Map<string, number>>;

  /** Marks this person's messages on the order read, in one statement: no longer counted on the cards, nor mailed. */
  abstract markRead(em: EntityManager, userId: string, projectId: string): Promise<void>;
}
