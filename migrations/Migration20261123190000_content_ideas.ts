import { Migration } from '@mikro-orm/migrations';

/**
 * Content ideas (issue 13): the ideas of a client's month plan, and the generations that make them
 * (the job id the client polls). An idea that became an order points to it; deleting the order
 * leaves the idea.
 */
export class Migration20261123190000_content_ideas extends Migration {
  override name = 'Migration20261123190000_content_ideas';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idea_generation" ("id" uuid not null, "client_id" uuid not null, "month" varchar(7) not null, "status" text not null default 'queued', "idea_count" int null, "offline" boolean null, "error" text null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "idea_generation_client_created_index" on "idea_generation" ("client_id", "created_at" desc);`,
    );
    this.addSql(
      `alter table "idea_generation" add constraint "idea_generation_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "idea_generation" add constraint "idea_generation_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`,
    );

    this.addSql(
      `create table "content_idea" ("id" uuid not null, "client_id" uuid not null, "month" varchar(7) not null, "week_number" smallint not null, "date" date not null, "content_type" text not null, "title" varchar(200) not null, "content" text not null, "description" text not null, "hook" text not null, "cta" text not null, "visual_idea" text not null, "slide_ideas" jsonb null, "hashtags" jsonb not null, "status" text not null default 'idea', "project_id" uuid null, "offline" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "content_idea" add constraint "content_idea_project_id_unique" unique ("project_id");`);
    this.addSql(
      `create index "content_idea_client_month_index" on "content_idea" ("client_id", "month", "date", "id");`,
    );
    this.addSql(
      `alter table "content_idea" add constraint "content_idea_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_idea" add constraint "content_idea_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "content_idea" add constraint "content_idea_content_type_check" check ("content_type" in ('post', 'carousel', 'reel'));`,
    );
    this.addSql(
      `alter table "content_idea" add constraint "content_idea_status_check" check ("status" in ('idea', 'draft', 'in_production', 'completed', 'posted'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_idea" cascade;`);
    this.addSql(`drop table if exists "idea_generation" cascade;`);
  }
}
