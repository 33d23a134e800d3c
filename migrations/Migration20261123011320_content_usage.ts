import { Migration } from '@mikro-orm/migrations';

/** The quota's counter per client, month and content type, filled from the orders so far. */
export class Migration20261123011320_content_usage extends Migration {
  override name = 'Migration20261123011320_content_usage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_usage" ("client_id" uuid not null, "month" date not null, "content_type" text not null, "used" int not null, primary key ("client_id", "month", "content_type"));`,
    );

    this.addSql(
      `alter table "content_usage" add constraint "content_usage_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_usage" add constraint "content_usage_content_type_check" check ("content_type" in ('post', 'carousel', 'reel'));`,
    );
    this.addSql(`insert into "content_usage" ("client_id", "month", "content_type", "used")
      select "client_id", date_trunc('month', "created_at" at time zone 'Europe/Zurich')::date, "content_type", count(*)
        from "project" group by 1, 2, 3;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_usage" cascade;`);
  }
}
