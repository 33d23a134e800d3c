import { Migration } from '@mikro-orm/migrations';

/**
 * Publishing (issue 29): the social accounts a client connected (tokens sealed with the
 * installation's key, never in the clear), the posts scheduled to them with the checkpoint of a
 * publication in progress and, once out, the proof (the network's id, the permalink, each published
 * file's SHA-256), and the figures measured of each published post over time.
 */
export class Migration20261128090000_publishing extends Migration {
  override name = 'Migration20261128090000_publishing';

  override up(): void | Promise<void> {
    this.addSql(`create table "social_account" (
      "id" uuid not null, "client_id" uuid not null, "network" varchar(16) not null, "external_id" varchar(200) not null, "name" varchar(300) not null,
      "access_token" text null, "refresh_token" text null, "expires_at" timestamptz null, "refreshable_until" timestamptz null,
      "status" varchar(16) not null, "connected_by_id" uuid null, "connected_at" timestamptz not null, "refreshed_at" timestamptz null,
      "warned_for" timestamptz null, "error" text null,
      primary key ("id"),
      constraint "social_account_network_check" check ("network" in ('instagram', 'facebook', 'linkedin', 'tiktok')),
      constraint "social_account_status_check" check ("status" in ('connected', 'expiring', 'disconnected')));`);
    this.addSql(
      `alter table "social_account" add constraint "social_account_client_network_external_unique" unique ("client_id", "network", "external_id");`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_connected_by_id_foreign" foreign key ("connected_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "social_account_renewal_index" on "social_account" ("expires_at") where "status" <> 'disconnected';`,
    );

    this.addSql(`create table "scheduled_post" (
      "id" uuid not null, "client_id" uuid not null, "project_id" uuid not null, "social_account_id" uuid not null,
      "version_id" uuid not null, "version_number" int not null, "at" timestamptz not null,
      "caption" text not null, "hashtags" jsonb not null default '[]', "status" varchar(20) not null,
      "started_at" timestamptz null, "checkpoint" jsonb not null default '{}', "attempts" int not null default 0,
      "external_id" varchar(300) null, "permalink" text null, "published_at" timestamptz null,
      "files" jsonb not null default '[]', "error" text null, "metrics_due_at" timestamptz null,
      "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "scheduled_post_status_check" check ("status" in ('scheduled', 'publishing', 'published', 'failed', 'needs_attention')));`);
    this.addSql(
      `alter table "scheduled_post" add constraint "scheduled_post_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_post" add constraint "scheduled_post_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_post" add constraint "scheduled_post_social_account_id_foreign" foreign key ("social_account_id") references "social_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_post" add constraint "scheduled_post_version_id_foreign" foreign key ("version_id") references "design_version" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_post" add constraint "scheduled_post_created_by_id_foreign" foreign key ("created_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(`create index "scheduled_post_client_at_index" on "scheduled_post" ("client_id", "at");`);
    this.addSql(`create index "scheduled_post_project_id_index" on "scheduled_post" ("project_id");`);
    this.addSql(`create index "scheduled_post_account_at_index" on "scheduled_post" ("social_account_id", "at");`);
    this.addSql(
      `create index "scheduled_post_due_index" on "scheduled_post" ("at") where "status" in ('scheduled', 'publishing');`,
    );
    this.addSql(
      `create index "scheduled_post_metrics_due_index" on "scheduled_post" ("metrics_due_at") where "metrics_due_at" is not null;`,
    );

    this.addSql(`create table "post_metric" (
      "scheduled_post_id" uuid not null, "measured_at" timestamptz not null,
      "reach" int null, "impressions" int null, "likes" int null, "comments" int null, "shares" int null, "saves" int null,
      primary key ("scheduled_post_id", "measured_at"));`);
    this.addSql(
      `alter table "post_metric" add constraint "post_metric_scheduled_post_id_foreign" foreign key ("scheduled_post_id") references "scheduled_post" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_metric";`);
    this.addSql(`drop table if exists "scheduled_post";`);
    this.addSql(`drop table if exists "social_account";`);
  }
}
