import { Migration } from '@mikro-orm/migrations';

/**
 * Stage clocks (issue 27): each plan promises its orders a turnaround per stage, in business days
 * (first version, admin check, rework, client review); every plan starts with 3 / 1 / 2 / 3. The
 * installation's settings hold the canton whose holidays count beside Switzerland's (ZH).
 */
export class Migration20261127130000_plan_turnaround extends Migration {
  override name = 'Migration20261127130000_plan_turnaround';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "plan" add column "turnaround" jsonb not null default '{"design":3,"check":1,"rework":2,"review":3}';`,
    );
    this.addSql(
      `create table "app_setting" ("key" varchar(50) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "app_setting";`);
    this.addSql(`alter table "plan" drop column "turnaround";`);
  }
}
