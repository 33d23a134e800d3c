import { Migration } from '@mikro-orm/migrations';

/**
 * More tokens for one guest link (issue 28): a reminder mailed to a guest carries a token of its own
 * for the same link, since the one shown to the owner is kept only as its hash. Revoking or expiring
 * the link ends all of them.
 */
export class Migration20261127180000_guest_link_token extends Migration {
  override name = 'Migration20261127180000_guest_link_token';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "guest_link_token" ("token_hash" varchar(64) not null, "guest_link_id" uuid not null, "created_at" timestamptz not null default now(),
      primary key ("token_hash"));`);
    this.addSql(
      `alter table "guest_link_token" add constraint "guest_link_token_guest_link_id_foreign" foreign key ("guest_link_id") references "guest_link" ("id") on delete cascade;`,
    );
    this.addSql(`create index "guest_link_token_guest_link_id_index" on "guest_link_token" ("guest_link_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "guest_link_token";`);
  }
}
