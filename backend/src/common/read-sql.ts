import type { OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { IDLE_CONNECTION_MS } from './connection-lifetime.js';

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

  constructor({ databaseUrl, poolMax }: { databaseUrl: string; poolMax: number }) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Math.max(2, Math.ceil(poolMax / 2)),
      idleTimeoutMillis: IDLE_CONNECTION_MS,
    });
    // A connection that breaks while idle: the pool drops it and the next query opens another.
    this.pool.on('error', () => undefined);
  }

  /** The rows of the statement `name` (one name, one text: pg prepares it once per connection). */
  async rows<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>({ name, text, values })).rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
