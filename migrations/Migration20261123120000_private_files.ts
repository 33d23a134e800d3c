import { Migration } from '@mikro-orm/migrations';

/**
 * Private files: no stored URL any more. Answers sign a short-lived URL from the storage key for
 * each caller, so attachment.file_url goes, and project.image_urls (the public URLs of the final
 * designs) is emptied: the answers derive it from the final-design attachments.
 */
export class Migration20261123120000_private_files extends Migration {
  override name = 'Migration20261123120000_private_files';

  override up(): void | Promise<void> {
    this.addSql(`alter table "attachment" drop column "file_url";`);
    this.addSql(`update "project" set "image_urls" = '[]' where "image_urls" <> '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attachment" add column "file_url" varchar(500) not null default '';`);
    this.addSql(`update "attachment" set "file_url" = '/files/' || "storage_key";`);
    this.addSql(`alter table "attachment" alter column "file_url" drop default;`);
    this.addSql(`update "project" p set "image_urls" = coalesce((
      select jsonb_agg('/files/' || a."storage_key" order by a."created_at", a."storage_key")
        from "attachment" a where a."project_id" = p."id" and a."is_final_design"), '[]');`);
  }
}
