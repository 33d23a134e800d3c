import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions that end when they should: a per-account session version that access tokens carry (raised
 * by sign-out, a password change, a refresh-token reuse, deactivation, deletion, a role change), and
 * the sign-in time of each refresh-token family, which bounds how long the family can be renewed.
 */
export class Migration20261123100000_sessions extends Migration {
  override name = 'Migration20261123100000_sessions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account" add column "session_version" int not null default 0;`);
    this.addSql(`alter table "refresh_token" add column "session_started_at" timestamptz null;`);
    this.addSql(`update "refresh_token" t set "session_started_at" = f."started"
      from (select "family_id", min("created_at") as "started" from "refresh_token" group by "family_id") f
      where f."family_id" = t."family_id";`);
    this.addSql(`alter table "refresh_token" alter column "session_started_at" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_token" drop column "session_started_at";`);
    this.addSql(`alter table "account" drop column "session_version";`);
  }
}
