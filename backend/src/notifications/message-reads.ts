import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Module } from '@nestjs/common';
import { textArray } from '../common/sql-array.js';
import { MESSAGE_NOTIFICATION_TYPES, MessageReads } from '../projects/index.js';

/** The message types' placeholders (their values are bound as parameters). */
const MESSAGE_TYPES_IN = `(${MESSAGE_NOTIFICATION_TYPES.map(() => '?').join(', ')})`;

/**
 * The notifications' side of projects' `MessageReads` port: an order's unread messages are rows of
 * `notification`, counted for the order cards and marked read when the order is opened, here.
 */
@Injectable()
class NotificationMessageReads extends MessageReads {
  async unreadCounts(em: EntityManager, userId: string, projectIds: readonly string[]): Promise<Map<string, number>> {
    if (!projectIds.length) return new Map();
    const rows = await em.getConnection().execute<{ project_id: string; unread: string }[]>(
      `select n.project_id, count(*) as unread from notification n
        where n.user_id = ? and n.project_id = any(?::uuid[]) and n.read_at is null and n.type in ${MESSAGE_TYPES_IN}
        group by n.project_id`,
      [userId, textArray([...new Set(projectIds)]), ...MESSAGE_NOTIFICATION_TYPES],
    );
    return new Map(rows.map((row) => [row.project_id, Number(row.unread)]));
  }

  async markRead(em: EntityManager, userId: string, projectId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        `update notification set read_at = now() where user_id = ? and project_id = ? and read_at is null and type in ${MESSAGE_TYPES_IN}`,
        [userId, projectId, ...MESSAGE_NOTIFICATION_TYPES],
      );
  }
}

/** Provides the port to the whole application: imported by the roots, which compose projects and notifications. */
@Global()
@Module({
  providers: [{ provide: MessageReads, useClass: NotificationMessageReads }],
  exports: [MessageReads],
})
export class MessageReadsModule {}
