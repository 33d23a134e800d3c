import { Migration } from '@mikro-orm/migrations';

/**
 * Publishing, second round (issue 42): a scheduled post's format (a feed post, or a story on
 * Instagram or Facebook) and its first comment (Instagram), posted right after the post by the
 * publishing job: its state, the network's id of the comment once posted, and why it was not.
 */
export class Migration20261129110000_stories_first_comment extends Migration {
  override name = 'Migration20261129110000_stories_first_comment';

  override up(): void | Promise<void> {
    this.addSql(`alter table "scheduled_post"
      add column "format" varchar(8) not null default 'feed',
      add column "first_comment" text null,
      add column "first_comment_status" varchar(10) null,
      add column "first_comment_id" varchar(300) null,
      add column "first_comment_error" text null,
      add constraint "scheduled_post_format_check" check ("format" in ('feed', 'story')),
      add constraint "scheduled_post_first_comment_status_check" check ("first_comment_status" in ('pending', 'posting', 'posted', 'failed')),
      add constraint "scheduled_post_first_comment_check" check (("first_comment" is null) = ("first_comment_status" is null));`);
    // The scan's look for first comments still to post after a worker died.
    this.addSql(
      `create index "scheduled_post_first_comment_due_index" on "scheduled_post" ("updated_at") where "first_comment_status" in ('pending', 'posting');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "scheduled_post_first_comment_due_index";`);
    this.addSql(`alter table "scheduled_post"
      drop column "format", drop column "first_comment", drop column "first_comment_status",
      drop column "first_comment_id", drop column "first_comment_error";`);
  }
}
