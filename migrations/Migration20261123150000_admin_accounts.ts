import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts an admin deleted keep their row when their name is history (designers, admins):
 * `deleted_at` marks them. The branding record: one per client, going with the client; the rich
 * `branding_data` object is empty until the brand screens fill it.
 */
export class Migration20261123150000_admin_accounts extends Migration {
  override name = 'Migration20261123150000_admin_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account" add column "deleted_at" timestamptz null;`);
    this.addSql(`create table "branding" (
      "client_id" uuid not null,
      "brand_name" varchar(200) null,
      "logo" varchar(300) null,
      "website" varchar(500) null,
      "color_primary" varchar(20) not null default '#00AEEF',
      "color_secondary" varchar(20) not null default '#FFFFFF',
      "font" varchar(100) not null default 'Inter',
      "social_links" jsonb null,
      "example_posts" text null,
      "branding_data" jsonb not null default '{}',
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("client_id"));`);
    this.addSql(
      `alter table "branding" add constraint "branding_client_id_foreign" foreign key ("client_id") references "account" ("id") on update cascade on delete cascade;`,
    );
    // The client search matches the brand name too.
    this.addSql(`create index "branding_brand_name_index" on "branding" (lower("brand_name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "branding" cascade;`);
    this.addSql(`alter table "account" drop column "deleted_at";`);
  }
}
