import { Migration } from '@mikro-orm/migrations';

/**
 * The request that recorded an outbox event (issue 26): the relay hands it on to the event's jobs,
 * whose log lines carry it. Null for events no request caused (a job's, a schedule's, older rows).
 */
export class Migration20261127120000_outbox_request_id extends Migration {
  override name = 'Migration20261127120000_outbox_request_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_event" add column "request_id" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_event" drop column "request_id";`);
  }
}
