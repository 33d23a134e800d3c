import type { EntityManager } from '@mikro-orm/postgresql';
import { storedFilesOfClient } from '../files/client-files.js';

/** The Zurich month (its first day) of a timestamptz column, as SQL. */
const zurichMonth = (column: string) => `date_trunc('month', ${column} at time zone 'Europe/Zurich')::date`;

/**
 * Turns a company's orders into anonymous counts (erased_order_tally) and deletes them with
 * everything hanging on them (versions, files' rows, pins and replies, comments, the timeline,
 * reviews, guest links, posts; by cascade). Counted: the orders by month created, designer, status
 * and content type; the admin's review decisions by month and designer; the designers' stages that
 * ended by month, and how many on time: what the designers' statistics read (docs/privacy.md).
 * Runs in the caller's transaction (a retry after a crash counts again from the rows still there).
 * Answers how many orders and messages (comments, pins, replies) went and the storage keys of their
 * files, for the caller to remove.
 */
export async function forgetClientProjects(
  em: EntityManager,
  clientId: string,
): Promise<{ orders: number; messages: number; storageKeys: string[] }> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  const storageKeys = await storedFilesOfClient(em, clientId);
  const [{ messages }] = await connection.execute<{ messages: string }[]>(
    `select (select count(*) from comment c join project p on p.id = c.project_id where p.client_id = ?)
          + (select count(*) from design_pin d join project p on p.id = d.project_id where p.client_id = ?)
          + (select count(*) from pin_reply r join design_pin d on d.id = r.pin_id join project p on p.id = d.project_id
              where p.client_id = ?) as messages`,
    [clientId, clientId, clientId],
    'all',
    tx,
  );
  await connection.execute(
    `insert into erased_order_tally (id, month, designer_id, measure, status, content_type, count)
     select gen_random_uuid(), month, designer_id, measure, status, content_type, n from (
       select ${zurichMonth('p.created_at')} as month, p.designer_id, 'order' as measure, p.status, p.content_type, count(*) as n
         from project p where p.client_id = ? group by 1, 2, 4, 5
       union all
       select ${zurichMonth('r.created_at')}, p.designer_id, case when r.approved then 'review_approved' else 'review_rejected' end,
              null, null, count(*)
         from admin_review r join project p on p.id = r.project_id
        where p.client_id = ? and p.designer_id is not null group by 1, 2, 3
       union all
       select ${zurichMonth('e.at')}, (e.data -> 'stage' ->> 'designerId')::uuid, m.measure, null, null, count(*)
         from project_event e join project p on p.id = e.project_id
        cross join lateral (values ('stage_ended', true), ('stage_on_time', (e.data -> 'stage' ->> 'onTime')::boolean)) as m(measure, counts)
        where p.client_id = ? and (e.data -> 'stage') is not null and e.data -> 'stage' ->> 'owedBy' = 'designer'
          and (e.data -> 'stage' ->> 'designerId') is not null and m.counts
        group by 1, 2, 3
     ) tallied`,
    [clientId, clientId, clientId],
    'run',
    tx,
  );
  const deleted = await connection.execute<{ id: string }[]>(
    'delete from project where client_id = ? returning id',
    [clientId],
    'all',
    tx,
  );
  return { orders: deleted.length, messages: Number(messages), storageKeys };
}
