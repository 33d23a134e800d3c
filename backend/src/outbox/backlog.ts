import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The events not yet handed to the queues: how many (at most `cap` when given, so a long backlog
 * costs a bounded read) and how long the oldest has waited, in seconds (0 when none waits). For the
 * health probe and the metrics, which may not read the outbox's table themselves.
 */
export async function outboxBacklog(
  em: EntityManager,
  cap: number | null = null,
): Promise<{ backlog: number; lagSeconds: number }> {
  const [row] = await em.getConnection().execute<{ backlog: string; lag: string | null }[]>(
    `select count(*) as backlog, extract(epoch from clock_timestamp() - min(created_at)) as lag
       from (select created_at from outbox_event where sent_at is null ${cap === null ? '' : `order by created_at limit ${Math.floor(cap)}`}) unsent`,
  );
  return { backlog: Number(row.backlog), lagSeconds: Math.max(0, Number(row.lag ?? 0)) };
}
