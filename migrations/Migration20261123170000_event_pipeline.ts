import { Migration } from '@mikro-orm/migrations';

/**
 * The event pipeline: the relay claims outbox rows with a lease instead of holding a transaction
 * open while it talks to Redis, and the monthly quota renewal is recorded once per client and
 * month (the quota mail goes out once even when the job runs twice), and an order keeps the AI's
 * draft for its designer.
 */
export class Migration20261123170000_event_pipeline extends Migration {
  override name = 'Migration20261123170000_event_pipeline';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_event" add column "claimed_until" timestamptz null;`);

    // The relay listens: a committed outbox insert wakes it at once (delivered at commit, once per
    // statement), instead of it finding the rows at its next poll.
    this.addSql(
      `create or replace function "outbox_event_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('outbox_event', ''); return null; end $$;`,
    );
    this.addSql(
      `create trigger "outbox_event_inserted" after insert on "outbox_event" for each statement execute function "outbox_event_notify"();`,
    );

    this.addSql(`alter table "project" add column "ai_suggestion" jsonb null;`);

    this.addSql(
      `create table "quota_renewal" ("client_id" uuid not null, "month" char(7) not null, "created_at" timestamptz not null default now(), primary key ("client_id", "month"));`,
    );
    this.addSql(
      `alter table "quota_renewal" add constraint "quota_renewal_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quota_renewal" cascade;`);
    this.addSql(`alter table "project" drop column if exists "ai_suggestion";`);
    this.addSql(`drop trigger if exists "outbox_event_inserted" on "outbox_event";`);
    this.addSql(`drop function if exists "outbox_event_notify"();`);
    this.addSql(`alter table "outbox_event" drop column if exists "claimed_until";`);
  }
}
