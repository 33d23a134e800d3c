import { Migration } from '@mikro-orm/migrations';

/**
 * Privacy self-service (issue 41): a company's data exports (one preparing at a time, counted by a
 * partial unique index), its erasure requests with their 30 days of grace, and the anonymous counts
 * an erased company's orders leave behind so the designers' statistics and the agency's months stay
 * right (docs/privacy.md).
 */
export class Migration20261129100000_privacy extends Migration {
  override name = 'Migration20261129100000_privacy';

  override up(): void | Promise<void> {
    this.addSql(`create table "data_export" (
      "id" uuid not null primary key,
      "client_id" uuid not null references "account" ("id") on delete cascade,
      "requested_by_id" uuid null,
      "status" text not null check ("status" in ('preparing', 'ready', 'failed', 'expired')),
      "storage_key" varchar(300) null,
      "bytes" bigint null,
      "error" text null,
      "created_at" timestamptz not null,
      "ready_at" timestamptz null,
      "expires_at" timestamptz null);`);
    this.addSql(`create index "data_export_client_id_created_at_index" on "data_export" ("client_id", "created_at");`);
    // One export at a time per company: a second «preparing» row is a unique violation, whichever replica inserts it.
    this.addSql(
      `create unique index "data_export_one_preparing" on "data_export" ("client_id") where "status" = 'preparing';`,
    );
    this.addSql(`create table "erasure_request" (
      "client_id" uuid not null primary key references "account" ("id") on delete cascade,
      "requested_by_id" uuid not null,
      "requested_at" timestamptz not null,
      "scheduled_for" timestamptz not null,
      "started_at" timestamptz null,
      "started_by_id" uuid null);`);
    this.addSql(`create index "erasure_request_scheduled_for_index" on "erasure_request" ("scheduled_for");`);
    this.addSql(`create table "erased_order_tally" (
      "id" uuid not null primary key,
      "month" date not null,
      "designer_id" uuid null,
      "measure" text not null check ("measure" in ('order', 'review_approved', 'review_rejected', 'stage_ended', 'stage_on_time')),
      "status" text null,
      "content_type" text null,
      "count" integer not null check ("count" > 0));`);
    this.addSql(`create index "erased_order_tally_month_index" on "erased_order_tally" ("month");`);
    this.addSql(`create index "erased_order_tally_designer_id_index" on "erased_order_tally" ("designer_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "erased_order_tally";`);
    this.addSql(`drop table if exists "erasure_request";`);
    this.addSql(`drop table if exists "data_export";`);
  }
}
