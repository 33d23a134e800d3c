import { Migration } from '@mikro-orm/migrations';

/**
 * Costly work (issue 22): an approval record is rendered once per order, audience and content and
 * kept in the file storage; this table says which stored PDF is which. A row goes with its order.
 */
export class Migration20261126180000_approval_record_files extends Migration {
  override name = 'Migration20261126180000_approval_record_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "approval_record_file" ("id" uuid not null, "project_id" uuid not null, "audience" text not null, "fingerprint" varchar(64) not null, "storage_key" varchar(300) not null, "size_bytes" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "approval_record_file" add constraint "approval_record_file_project_id_audience_fingerprint_unique" unique ("project_id", "audience", "fingerprint");`,
    );
    this.addSql(
      `alter table "approval_record_file" add constraint "approval_record_file_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "approval_record_file" add constraint "approval_record_file_audience_check" check ("audience" in ('client', 'staff'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "approval_record_file" cascade;`);
  }
}
