import { Migration } from '@mikro-orm/migrations';

/** Orders with their files, comments, reviews and timeline; notifications; the transactional outbox. */
export class Migration20261122224834_orders extends Migration {
  override name = 'Migration20261122224834_orders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_event" ("id" uuid not null, "type" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_event_unsent_index" on "outbox_event" ("created_at") where "sent_at" is null;`);

    this.addSql(
      `create table "project" ("id" uuid not null, "client_id" uuid not null, "designer_id" uuid null, "title" varchar(200) not null, "description" text not null, "content_type" text not null, "content_description" text null, "platform" varchar(100) null, "target_platforms" jsonb not null default '[]', "content_goal" text null, "hook" text null, "cta" text null, "visual_idea" text null, "slide_ideas" jsonb null, "special_notes" text null, "hashtags" text null, "generated_caption" text null, "generated_cta" text null, "status" text not null, "image_urls" jsonb not null default '[]', "review_count" int not null default 0, "max_reviews" int not null default 2, "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "project_client_created_index" on "project" ("client_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "project_designer_created_index" on "project" ("designer_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "project_status_created_index" on "project" ("status", "created_at");`);
    this.addSql(`create index "project_created_index" on "project" ("created_at" desc, "id" desc);`);

    this.addSql(
      `create table "notification" ("id" uuid not null, "user_id" uuid not null, "type" varchar(50) not null, "message" text not null, "project_id" uuid null, "read_at" timestamptz null, "source_event_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "notification_user_id_created_at_index" on "notification" ("user_id", "created_at");`);
    this.addSql(
      `alter table "notification" add constraint "notification_source_event_id_user_id_unique" unique ("source_event_id", "user_id");`,
    );

    this.addSql(
      `create table "comment" ("id" uuid not null, "project_id" uuid not null, "author_id" uuid null, "message" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "comment_project_id_created_at_index" on "comment" ("project_id", "created_at");`);

    this.addSql(
      `create table "attachment" ("id" uuid not null, "project_id" uuid not null, "uploaded_by_id" uuid null, "storage_key" varchar(300) not null, "file_url" varchar(500) not null, "file_name" varchar(300) not null, "file_type" varchar(100) not null, "size_bytes" int not null, "is_final_design" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "attachment_project_id_index" on "attachment" ("project_id");`);

    this.addSql(
      `create table "admin_review" ("id" uuid not null, "project_id" uuid not null, "admin_id" uuid null, "approved" boolean not null, "feedback" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_review_project_id_index" on "admin_review" ("project_id");`);

    this.addSql(
      `create table "project_event" ("id" uuid not null, "project_id" uuid not null, "type" varchar(100) not null, "actor_id" uuid null, "data" jsonb not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "project_event_project_id_at_index" on "project_event" ("project_id", "at");`);

    this.addSql(
      `alter table "project" add constraint "project_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project" add constraint "project_designer_id_foreign" foreign key ("designer_id") references "account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "project" add constraint "project_content_type_check" check ("content_type" in ('post', 'carousel', 'reel'));`,
    );
    this.addSql(
      `alter table "project" add constraint "project_status_check" check ("status" in ('new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'));`,
    );

    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "comment" add constraint "comment_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_author_id_foreign" foreign key ("author_id") references "account" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "attachment" add constraint "attachment_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "attachment" add constraint "attachment_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "account" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "admin_review" add constraint "admin_review_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "admin_review" add constraint "admin_review_admin_id_foreign" foreign key ("admin_id") references "account" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "project_event" add constraint "project_event_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_event" add constraint "project_event_actor_id_foreign" foreign key ("actor_id") references "account" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint "notification_project_id_foreign";`);
    this.addSql(`alter table "comment" drop constraint "comment_project_id_foreign";`);
    this.addSql(`alter table "attachment" drop constraint "attachment_project_id_foreign";`);
    this.addSql(`alter table "admin_review" drop constraint "admin_review_project_id_foreign";`);
    this.addSql(`alter table "project_event" drop constraint "project_event_project_id_foreign";`);

    this.addSql(`drop table if exists "outbox_event" cascade;`);
    this.addSql(`drop table if exists "project" cascade;`);
    this.addSql(`drop table if exists "notification" cascade;`);
    this.addSql(`drop table if exists "comment" cascade;`);
    this.addSql(`drop table if exists "attachment" cascade;`);
    this.addSql(`drop table if exists "admin_review" cascade;`);
    this.addSql(`drop table if exists "project_event" cascade;`);
  }
}
