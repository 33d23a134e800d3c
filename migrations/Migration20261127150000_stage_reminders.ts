import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders, escalations and the morning digest of the stage clocks (issue 27): a row per (order,
 * stage start, step) once a step is sent (the unique key lets one scan win), and a row per person
 * and day for the digest mail.
 */
export class Migration20261127150000_stage_reminders extends Migration {
  override name = 'Migration20261127150000_stage_reminders';

  override up(): void | Promise<void> {
    this.addSql(`create table "stage_reminder" (
      "id" uuid not null, "project_id" uuid not null, "stage_started_at" timestamptz not null, "step" varchar(16) not null,
      "superseded" boolean not null default false, "email" boolean not null default false, "mailed_at" timestamptz null,
      "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(
      `alter table "stage_reminder" add constraint "stage_reminder_project_id_stage_started_at_step_unique" unique ("project_id", "stage_started_at", "step");`,
    );
    this.addSql(
      `alter table "stage_reminder" add constraint "stage_reminder_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "stage_reminder_unmailed_index" on "stage_reminder" ("created_at") where "email" and "mailed_at" is null;`,
    );
    this.addSql(
      `create table "morning_digest" ("user_id" uuid not null, "day" date not null, "sent_at" timestamptz not null default now(), primary key ("user_id", "day"));`,
    );
    this.addSql(
      `alter table "morning_digest" add constraint "morning_digest_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "morning_digest";`);
    this.addSql(`drop table if exists "stage_reminder";`);
  }
}
