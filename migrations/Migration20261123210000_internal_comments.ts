import { Migration } from '@mikro-orm/migrations';

/**
 * Internal stays internal (issue 15): the admin's feedback of its quality check is a comment for the
 * designer and the admins only. The feedback comments admins already wrote become internal.
 */
export class Migration20261123210000_internal_comments extends Migration {
  override name = 'Migration20261123210000_internal_comments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "comment" add column "internal" boolean not null default false;`);
    this.addSql(
      `update "comment" c set "internal" = true from "user_role" r where r."user_id" = c."author_id" and r."role" = 'admin' and c."message" like 'Admin-Feedback: %';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "comment" drop column "internal";`);
  }
}
