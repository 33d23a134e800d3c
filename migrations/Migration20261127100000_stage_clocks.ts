import { Migration } from '@mikro-orm/migrations';

/**
 * Stage clocks (issue 27): each order knows when its running stage began. An open order's stage is
 * taken to have begun with its latest timeline event (the move that handed it to whoever owes the
 * next one), a completed order's at its completion.
 */
export class Migration20261127100000_stage_clocks extends Migration {
  override name = 'Migration20261127100000_stage_clocks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add column "stage_started_at" timestamptz null;`);
    this.addSql(`
      update "project" p set "stage_started_at" = coalesce(
        case when p."status" = 'completed' then p."completed_at" end,
        (select max(e."at") from "project_event" e where e."project_id" = p."id"),
        p."created_at");`);
    // Rows written by hand (imports, the bench's seed) start their clock when written.
    this.addSql(
      `alter table "project" alter column "stage_started_at" set not null, alter column "stage_started_at" set default now();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "stage_started_at";`);
  }
}
