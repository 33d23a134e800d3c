import { ReadSql, rowsOn } from '../../src/common/read-sql.js';
import { emptyDatabaseOfOwn, ownDatabaseUrl } from '../databases.js';

describe('ReadSql', () => {
  const orm = emptyDatabaseOfOwn('read_sql');
  let sql: ReadSql;
  beforeAll(() => {
    sql = new ReadSql({ databaseUrl: ownDatabaseUrl('read_sql'), poolMax: 2 });
  });
  afterAll(() => sql.onApplicationShutdown());

  const STATEMENT = `select ?::timestamptz as at, ?::date as day, ?::interval as took, ?::int as n, ?::bigint as big,
                            ?::uuid[] as ids, ?::jsonb as doc, ? as question`;
  const VALUES = [
    '2026-11-29T17:00:00.123Z',
    '2026-03-29',
    '90 minutes',
    7,
    '9007199254740993',
    '{00000000-0000-4000-8000-000000000001}',
    JSON.stringify({ a: [1, 'zwei'] }),
    'what?',
  ];

  it('reads a `?` statement as the ORM does: dates and times as text, the rest as pg parses it', async () => {
    const [throughOrm] = await rowsOn(orm().em.fork(), STATEMENT, VALUES);
    const [onReadSide] = await rowsOn(sql, STATEMENT, VALUES);
    expect(onReadSide).toEqual(throughOrm);
    expect(onReadSide).toMatchObject({ day: '2026-03-29', n: 7, big: '9007199254740993', question: 'what?' });
    expect(typeof onReadSide.at).toBe('string');
    expect(onReadSide.doc).toEqual({ a: [1, 'zwei'] });
  });

  it('prepares each text once per connection, numbered for pg', async () => {
    await sql.query('select ?::int + ?::int as sum', [1, 2]);
    const [{ sum }] = await sql.query<{ sum: number }>('select ?::int + ?::int as sum', [3, 4]);
    expect(sum).toBe(7);
    const prepared = await sql.query<{ statement: string }>('select statement from pg_prepared_statements', []);
    expect(prepared.map((row) => row.statement)).toContain('select $1::int + $2::int as sum');
  });
});
