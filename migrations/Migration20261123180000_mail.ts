import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail: what was sent, once per (event, recipient, template), so a job that runs again sends
 * nothing twice; and the single-use links with which an account an admin created sets its own
 * password (only the token's SHA-256 is stored).
 */
export class Migration20261123180000_mail extends Migration {
  override name = 'Migration20261123180000_mail';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sent_mail" ("event_id" uuid not null, "recipient_id" uuid not null, "template" text not null, "message_id" text not null, "sent_at" timestamptz not null default now(), primary key ("event_id", "recipient_id", "template"));`,
    );
    this.addSql(`create index "sent_mail_recipient_id_index" on "sent_mail" ("recipient_id");`);
    this.addSql(
      `alter table "sent_mail" add constraint "sent_mail_recipient_id_foreign" foreign key ("recipient_id") references "account" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "password_setup_token" ("token_hash" varchar(64) not null, "account_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`,
    );
    this.addSql(`create index "password_setup_token_account_id_index" on "password_setup_token" ("account_id");`);
    this.addSql(
      `alter table "password_setup_token" add constraint "password_setup_token_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_setup_token" cascade;`);
    this.addSql(`drop table if exists "sent_mail" cascade;`);
  }
}
