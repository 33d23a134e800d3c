import { Migration } from '@mikro-orm/migrations';

/**
 * Messages that reach people (issue 23): replies on a pin (one thread per pin), the pin a
 * notification opens, when a notification's unread message went out by e-mail, and the unread
 * messages of one order per account (the order cards' count).
 */
export class Migration20261126191000_message_notifications extends Migration {
  override name = 'Migration20261126191000_message_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "pin_reply" ("id" uuid not null, "pin_id" uuid not null, "author_id" uuid null, "message" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "pin_reply_pin_id_created_at_index" on "pin_reply" ("pin_id", "created_at");`);
    this.addSql(
      `alter table "pin_reply" add constraint "pin_reply_pin_id_foreign" foreign key ("pin_id") references "design_pin" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "pin_reply" add constraint "pin_reply_author_id_foreign" foreign key ("author_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(`alter table "notification" add column "pin_id" uuid null, add column "mailed_at" timestamptz null;`);
    this.addSql(
      `alter table "notification" add constraint "notification_pin_id_foreign" foreign key ("pin_id") references "design_pin" ("id") on delete cascade;`,
    );
    this.addSql(`create index "notification_pin_id_index" on "notification" ("pin_id");`);
    this.addSql(
      `create index "notification_unread_by_project_index" on "notification" ("user_id", "project_id") where "read_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "notification_unread_by_project_index";`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_pin_id_foreign";`);
    this.addSql(`alter table "notification" drop column if exists "pin_id", drop column if exists "mailed_at";`);
    this.addSql(`drop table if exists "pin_reply" cascade;`);
  }
}
