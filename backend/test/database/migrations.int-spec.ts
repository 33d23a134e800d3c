import { emptyDatabaseOfOwn } from '../databases.js';

describe('the content_usage migration', () => {
  /** A database of this file's own, migrated step by step. */
  const orm = emptyDatabaseOfOwn('migrations');

  it('counts the orders that exist before it per client, Zurich month and content type', async () => {
    await orm().migrator.up({ to: 'Migration20261122224834_orders' });
    const db = orm().em.getConnection();
    await db.execute(`insert into account (id, email, password_hash, name, created_at, updated_at)
      values ('00000000-0000-4000-8000-000000000001', 'a@example.ch', 'x', 'A', now(), now()),
             ('00000000-0000-4000-8000-000000000002', 'b@example.ch', 'x', 'B', now(), now())`);
    const order = (client: number, type: string, createdAt: string) =>
      db.execute(
        `insert into project (id, client_id, title, description, content_type, status, created_at, updated_at)
         values (gen_random_uuid(), ?, 'Auftrag', 'Inhalt', ?, 'new', ?, ?)`,
        [`00000000-0000-4000-8000-00000000000${client}`, type, createdAt, createdAt],
      );
    // 31 October 2026, 23:30 in Zurich (CET) is still October; half past midnight is November.
    await order(1, 'post', '2026-10-31T22:30:00Z');
    await order(1, 'post', '2026-10-31T23:30:00Z');
    await order(1, 'carousel', '2026-11-02T10:00:00Z');
    await order(1, 'carousel', '2026-11-30T22:59:00Z');
    await order(2, 'reel', '2026-11-15T12:00:00Z');

    await orm().migrator.up();

    const rows = await db.execute<{ client_id: string; month: string; content_type: string; used: number }[]>(
      `select client_id, to_char(month, 'YYYY-MM-DD') as month, content_type, used from content_usage order by client_id, month, content_type`,
    );
    expect(rows).toEqual([
      { client_id: '00000000-0000-4000-8000-000000000001', month: '2026-10-01', content_type: 'post', used: 1 },
      { client_id: '00000000-0000-4000-8000-000000000001', month: '2026-11-01', content_type: 'carousel', used: 2 },
      { client_id: '00000000-0000-4000-8000-000000000001', month: '2026-11-01', content_type: 'post', used: 1 },
      { client_id: '00000000-0000-4000-8000-000000000002', month: '2026-11-01', content_type: 'reel', used: 1 },
    ]);
  });
});
