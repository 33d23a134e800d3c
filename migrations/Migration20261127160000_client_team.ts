import { Migration } from '@mikro-orm/migrations';

/**
 * The client's team (issue 28): a client is a company whose id stays its first account's; members
 * belong to one company each with a role there (every existing client account becomes its own
 * company's owner); the company's approval rule; who approved which version; pins placed in a
 * running review round before the change request sends them; guest links (only a token's hash).
 */
export class Migration20261127160000_client_team extends Migration {
  override name = 'Migration20261127160000_client_team';

  override up(): void | Promise<void> {
    this.addSql(`create table "client_member" (
      "user_id" uuid not null, "client_id" uuid not null, "role" varchar(16) not null,
      "invited_at" timestamptz not null default now(), "invited_by_id" uuid null, "joined_at" timestamptz null,
      primary key ("user_id"),
      constraint "client_member_role_check" check ("role" in ('owner', 'approver', 'commenter', 'viewer')));`);
    this.addSql(
      `alter table "client_member" add constraint "client_member_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_member" add constraint "client_member_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_member" add constraint "client_member_invited_by_id_foreign" foreign key ("invited_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(`create index "client_member_client_id_index" on "client_member" ("client_id");`);
    this.addSql(`insert into "client_member" ("user_id", "client_id", "role", "invited_at", "joined_at")
      select r."user_id", r."user_id", 'owner', a."created_at", a."created_at" from "user_role" r join "account" a on a."id" = r."user_id" where r."role" = 'client'
      on conflict do nothing;`);

    this
      .addSql(`create table "client_team" ("client_id" uuid not null, "approval_rule" varchar(8) not null default 'any', primary key ("client_id"),
      constraint "client_team_approval_rule_check" check ("approval_rule" in ('any', 'all')));`);
    this.addSql(
      `alter table "client_team" add constraint "client_team_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "guest_link" (
      "id" uuid not null, "project_id" uuid not null, "token_hash" varchar(64) not null, "name" varchar(255) not null, "email" varchar(320) null,
      "role" varchar(16) not null, "created_by_id" uuid null, "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"),
      constraint "guest_link_role_check" check ("role" in ('view', 'comment', 'approve')));`);
    this.addSql(`alter table "guest_link" add constraint "guest_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "guest_link" add constraint "guest_link_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "guest_link" add constraint "guest_link_created_by_id_foreign" foreign key ("created_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(`create index "guest_link_project_id_index" on "guest_link" ("project_id");`);

    this.addSql(`create table "order_approval" (
      "id" uuid not null, "project_id" uuid not null, "version_number" int not null, "user_id" uuid null, "guest_link_id" uuid null,
      "name" varchar(255) not null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(
      `alter table "order_approval" add constraint "order_approval_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_approval" add constraint "order_approval_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "order_approval" add constraint "order_approval_guest_link_id_foreign" foreign key ("guest_link_id") references "guest_link" ("id") on delete set null;`,
    );
    this.addSql(
      `create unique index "order_approval_member_unique" on "order_approval" ("project_id", "version_number", "user_id") where "user_id" is not null;`,
    );
    this.addSql(
      `create unique index "order_approval_guest_unique" on "order_approval" ("project_id", "version_number", "guest_link_id") where "guest_link_id" is not null;`,
    );

    this.addSql(
      `alter table "design_pin" add column "pending" boolean not null default false, add column "guest_link_id" uuid null;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_guest_link_id_foreign" foreign key ("guest_link_id") references "guest_link" ("id") on delete set null;`,
    );
    this.addSql(`alter table "comment" add column "guest_link_id" uuid null;`);
    this.addSql(
      `alter table "comment" add constraint "comment_guest_link_id_foreign" foreign key ("guest_link_id") references "guest_link" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "comment" drop column "guest_link_id";`);
    this.addSql(`alter table "design_pin" drop column "guest_link_id", drop column "pending";`);
    this.addSql(`drop table if exists "order_approval";`);
    this.addSql(`drop table if exists "guest_link";`);
    this.addSql(`drop table if exists "client_team";`);
    this.addSql(`drop table if exists "client_member";`);
  }
}
