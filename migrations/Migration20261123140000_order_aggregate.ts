import { Migration } from '@mikro-orm/migrations';

/**
 * The order aggregate keeps its lifecycle context: the column that held the final designs' public
 * URLs now holds the ids of the current final-design attachments (the machine's `finalDesignIds`).
 * The list cache is gone, so the lists' filters get indexes of their own: a client's and a
 * designer's lists by status, newest first.
 */
export class Migration20261123140000_order_aggregate extends Migration {
  override name = 'Migration20261123140000_order_aggregate';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" rename column "image_urls" to "final_design_ids";`);
    this.addSql(`update "project" p set "final_design_ids" = coalesce((
      select jsonb_agg(a."id" order by a."created_at", a."id")
        from "attachment" a where a."project_id" = p."id" and a."is_final_design"), '[]');`);
    this.addSql(
      `create index "project_client_status_created_index" on "project" ("client_id", "status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "project_designer_status_created_index" on "project" ("designer_id", "status", "created_at" desc, "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "project_designer_status_created_index";`);
    this.addSql(`drop index if exists "project_client_status_created_index";`);
    this.addSql(`update "project" set "final_design_ids" = '[]';`);
    this.addSql(`alter table "project" rename column "final_design_ids" to "image_urls";`);
  }
}
