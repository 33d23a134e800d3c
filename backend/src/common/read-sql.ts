import type { EntityManager } from '@mikro-orm/postgresql';
import type { OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { IDLE_CONNECTION_MS } from './connection-lifetime.js';

/**
 * Dates, timestamps and intervals come back as Postgres wrote them, as from the ORM's connection, so
 * a row reads the same on either (none of the shared statements selects an array of them).
 */
function typesLikeTheOrm(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  const { DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL } = pg.types.builtins;
  for (const oid of [DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL]) types.setTypeParser(oid, (text: string) => text);
  return types;
}

/**
 * How many statement texts `query` names (each is prepared once per connection). The texts are the
 * code's own, a few dozen; a text past the bound is sent unnamed (parsed and planned each time).
 */
const NAMED_TEXTS = 256;

/**
 * The read side's own connections (issue 40): a screen's SQL sent straight on `pg` as a named
 * prepared statement (parsed and planned once per connection), its rows mapped by the caller
 * straight to the contract's shape, without the ORM's request context, identity map or entity
 * hydration. Only for reads outside a transaction: what a command reads stays in its unit of work.
 * Half the ORM pool's size (at least 2): these statements are short. The database module makes
 * it from the settings (common/ stays below the configuration).
 */
export class ReadSql implements OnApplicationShutdown {
  private readonly pool: pg.Pool;
  /** A `?` text → its name and its text with `$n` placeholders. */
  private readonly named = new Map<string, { name: string; text: string }>();

  constructor({ databaseUrl, poolMax }: { databaseUrl: string; poolMax: number }) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Math.max(2, Math.ceil(poolMax / 2)),
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      types: typesLikeTheOrm(),
    });
    // A connection that breaks while idle: the pool drops it and the next query opens another.
    this.pool.on('error', () => undefined);
  }

  /**
   * The rows of a statement with `?` placeholders (as the ORM's connection takes them, see `rowsOn`),
   * named after its text: functions that answer inside a unit of work and on the read side share one text.
   */
  async query<T extends pg.QueryResultRow>(text: string, values: readonly unknown[]): Promise<T[]> {
    let statement = this.named.get(text);
    if (!statement && this.named.size < NAMED_TEXTS) {
      statement = { name: `read-${this.named.size + 1}`, text: numbered(text) };
      this.named.set(text, statement);
    }
    const config = statement ?? { text: numbered(text) };
    return (await this.pool.query<T>({ ...config, values: [...values] })).rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** Where a statement runs: in the caller's unit of work (its transaction, if any) or on the read side's connections. */
export type SqlOn = EntityManager | ReadSql;

/**
 * The rows of a statement with `?` placeholders, in the caller's transaction through the ORM or as a
 * named prepared statement on the read side: for the owners' query functions that a command asks
 * inside its unit of work and a screen asks from outside one.
 */
export function rowsOn<T extends pg.QueryResultRow>(on: SqlOn, text: string, params: readonly unknown[]): Promise<T[]> {
  return on instanceof ReadSql
    ? on.query<T>(text, params)
    : on.getConnection().execute<T[]>(text, [...params], 'all', on.getTransactionContext());
}

/** `?` placeholders as pg's `$1`, `$2`, … (our statements have no `?` in a literal or an operator). */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}
