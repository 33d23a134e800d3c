import { Migration } from '@mikro-orm/migrations';

/** Accounts, roles, profiles, refresh tokens, plans, subscriptions and client-designer links. */
export class Migration20261122000000Initial extends Migration {
  override up(): void {
    this.addSql(
      `create table "account" ("id" uuid not null, "email" varchar(320) not null, "password_hash" text not null, "name" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "account" add constraint "account_email_unique" unique ("email");`);
    this.addSql(
      `create table "client_designer" ("client_id" uuid not null, "designer_id" uuid not null, "assigned_by_id" uuid null, "assigned_at" timestamptz not null, primary key ("client_id"));`,
    );
    this.addSql(`create index "client_designer_designer_id_index" on "client_designer" ("designer_id");`);
    this.addSql(
      `create table "plan" ("id" uuid not null, "name" varchar(100) not null, "price" numeric(10,2) not null, "price_display" varchar(50) not null, "description" text not null default '', "post_limit" int not null, "carousel_limit" int not null, "reel_limit" int not null, "features" jsonb not null, "is_recommended" boolean not null default false, "cta_label" varchar(100) not null default 'Plan wählen', "stripe_price_id" varchar(200) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "plan" add constraint "plan_name_unique" unique ("name");`);
    this.addSql(
      `create table "profile" ("id" uuid not null, "status" text not null default 'active', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "profile" add constraint "profile_status_check" check ("status" in ('active', 'inactive'));`,
    );
    this.addSql(
      `create table "refresh_token" ("id" uuid not null, "account_id" uuid not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "refresh_token_account_id_index" on "refresh_token" ("account_id");`);
    this.addSql(`create index "refresh_token_family_id_index" on "refresh_token" ("family_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create table "subscription" ("id" uuid not null, "user_id" uuid not null, "plan_id" uuid not null, "status" text not null, "stripe_subscription_id" varchar(200) null, "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_status_check" check ("status" in ('active', 'cancelled'));`,
    );
    this.addSql(
      `create table "user_role" ("id" uuid not null, "user_id" uuid not null, "role" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "user_role" add constraint "user_role_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "user_role" add constraint "user_role_role_check" check ("role" in ('client', 'designer', 'admin'));`,
    );
    this.addSql(
      `alter table "client_designer" add constraint "client_designer_client_id_foreign" foreign key ("client_id") references "account" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "client_designer" add constraint "client_designer_designer_id_foreign" foreign key ("designer_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_designer" add constraint "client_designer_assigned_by_id_foreign" foreign key ("assigned_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "profile" add constraint "profile_id_foreign" foreign key ("id") references "account" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "user_role" add constraint "user_role_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "subscription_one_active_per_user" on "subscription" ("user_id") where "status" = 'active';`,
    );
    this.addSql(`create index "subscription_user_id_index" on "subscription" ("user_id");`);
    this.addSql(`create index "subscription_plan_id_index" on "subscription" ("plan_id");`);
  }

  override down(): void {
    for (const table of [
      'client_designer',
      'user_role',
      'subscription',
      'refresh_token',
      'profile',
      'plan',
      'account',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
