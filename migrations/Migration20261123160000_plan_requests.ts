import { Migration } from '@mikro-orm/migrations';

/**
 * Plans can be retired (hidden from the landing page and the plan list, still working for the
 * subscriptions that have them), and clients ask for a plan with a plan request while payments are
 * off: at most one open request per client (partial unique index).
 */
export class Migration20261123160000_plan_requests extends Migration {
  override name = 'Migration20261123160000_plan_requests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "plan" add column "retired_at" timestamptz null;`);

    this.addSql(
      `create table "plan_request" ("id" uuid not null, "client_id" uuid not null, "plan_id" uuid not null, "status" text not null, "created_at" timestamptz not null, "closed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "plan_request" add constraint "plan_request_status_check" check ("status" in ('open', 'granted', 'replaced'));`,
    );
    this.addSql(
      `alter table "plan_request" add constraint "plan_request_client_id_foreign" foreign key ("client_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_request" add constraint "plan_request_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on delete cascade;`,
    );
    this.addSql(`create index "plan_request_client_created_index" on "plan_request" ("client_id", "created_at" desc);`);
    this.addSql(`create index "plan_request_status_created_index" on "plan_request" ("status", "created_at" desc);`);
    this.addSql(`create index "plan_request_plan_id_index" on "plan_request" ("plan_id");`);
    this.addSql(
      `create unique index "plan_request_one_open_per_client" on "plan_request" ("client_id") where "status" = 'open';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "plan_request" cascade;`);
    this.addSql(`alter table "plan" drop column if exists "retired_at";`);
  }
}
