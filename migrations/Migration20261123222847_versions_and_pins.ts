import { Migration } from '@mikro-orm/migrations';

/**
 * Versions and pins (issue 15): every submission of final designs is a version that is kept, and
 * pins are comments on a spot of a version's file. An order's current final designs become its
 * latest version, numbered after the submissions on its timeline (earlier ones were deleted then),
 * passed and approved as its status and timeline say.
 */
export class Migration20261123222847_versions_and_pins extends Migration {
  override name = 'Migration20261123222847_versions_and_pins';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "design_version" ("id" uuid not null, "project_id" uuid not null, "number" int not null, "status" text not null, "submitted_by_id" uuid null, "submitted_at" timestamptz not null, "passed_at" timestamptz null, "passed_by_id" uuid null, "decided_at" timestamptz null, "decided_by_id" uuid null, "note" text null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "design_version" add constraint "design_version_project_id_number_unique" unique ("project_id", "number");`,
    );

    this.addSql(
      `create table "design_pin" ("id" uuid not null, "project_id" uuid not null, "version_id" uuid not null, "attachment_id" uuid not null, "x" real null, "y" real null, "at_seconds" real null, "comment" text not null, "author_id" uuid null, "author_role" text not null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by_id" uuid null, "resolved_in_version" int null, "answer" text null, primary key ("id"));`,
    );
    this.addSql(`create index "design_pin_version_id_index" on "design_pin" ("version_id");`);
    this.addSql(`create index "design_pin_project_id_created_at_index" on "design_pin" ("project_id", "created_at");`);

    this.addSql(`alter table "attachment" add "version_id" uuid null;`);
    this.addSql(
      `alter table "attachment" add constraint "attachment_version_id_foreign" foreign key ("version_id") references "design_version" ("id") on delete cascade;`,
    );
    this.addSql(`create index "attachment_version_id_index" on "attachment" ("version_id");`);

    this.addSql(
      `alter table "design_version" add constraint "design_version_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "design_version" add constraint "design_version_submitted_by_id_foreign" foreign key ("submitted_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "design_version" add constraint "design_version_passed_by_id_foreign" foreign key ("passed_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "design_version" add constraint "design_version_decided_by_id_foreign" foreign key ("decided_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "design_version" add constraint "design_version_status_check" check ("status" in ('in_check', 'sent_back', 'in_review', 'changes_requested', 'approved', 'withdrawn'));`,
    );

    this.addSql(
      `alter table "design_pin" add constraint "design_pin_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_version_id_foreign" foreign key ("version_id") references "design_version" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_attachment_id_foreign" foreign key ("attachment_id") references "attachment" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_author_id_foreign" foreign key ("author_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_resolved_by_id_foreign" foreign key ("resolved_by_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "design_pin" add constraint "design_pin_author_role_check" check ("author_role" in ('client', 'admin'));`,
    );

    // The current final designs of each order as its latest version.
    this.addSql(`
      insert into "design_version" ("id", "project_id", "number", "status", "submitted_by_id", "submitted_at", "passed_at", "passed_by_id", "decided_at", "decided_by_id", "note")
      select gen_random_uuid(), p."id",
        greatest(1, (select count(*) from "project_event" e where e."project_id" = p."id" and e."type" = 'FinalDesignsSubmitted')),
        case p."status" when 'admin_review' then 'in_check' when 'review' then 'in_review' else 'approved' end,
        f."uploaded_by_id", f."created_at",
        case when p."status" in ('review', 'completed') then coalesce(passed."at", p."updated_at") end,
        case when p."status" in ('review', 'completed') then passed."actor_id" end,
        case when p."status" = 'completed' then coalesce(p."completed_at", p."updated_at") end,
        case when p."status" = 'completed' then p."client_id" end,
        null
      from "project" p
      join lateral (select a."uploaded_by_id", a."created_at" from "attachment" a where a."project_id" = p."id" and a."is_final_design" order by a."created_at" limit 1) f on true
      left join lateral (select e."at", e."actor_id" from "project_event" e where e."project_id" = p."id" and e."type" = 'DesignApprovedByAdmin' order by e."at" desc limit 1) passed on true
      where p."status" in ('admin_review', 'review', 'completed');`);
    this.addSql(
      `update "attachment" a set "version_id" = v."id" from "design_version" v where v."project_id" = a."project_id" and a."is_final_design";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attachment" drop constraint "attachment_version_id_foreign";`);
    this.addSql(`drop table if exists "design_pin" cascade;`);
    this.addSql(`drop table if exists "design_version" cascade;`);
    this.addSql(`drop index "attachment_version_id_index";`);
    this.addSql(`alter table "attachment" drop column "version_id";`);
  }
}
