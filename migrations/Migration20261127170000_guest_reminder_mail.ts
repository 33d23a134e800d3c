import { Migration } from '@mikro-orm/migrations';

/**
 * A guest with an e-mail gets the client's review reminders (issue 28): one row per reminder and
 * guest link once its mail went out, so a retried job sends only what is missing.
 */
export class Migration20261127170000_guest_reminder_mail extends Migration {
  override name = 'Migration20261127170000_guest_reminder_mail';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "guest_mail" ("reminder_id" uuid not null, "guest_link_id" uuid not null, "sent_at" timestamptz not null default now(),
      primary key ("reminder_id", "guest_link_id"));`);
    this.addSql(
      `alter table "guest_mail" add constraint "guest_mail_reminder_id_foreign" foreign key ("reminder_id") references "stage_reminder" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "guest_mail" add constraint "guest_mail_guest_link_id_foreign" foreign key ("guest_link_id") references "guest_link" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "guest_mail";`);
  }
}
