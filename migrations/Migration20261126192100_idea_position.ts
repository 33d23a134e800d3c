import { Migration } from '@mikro-orm/migrations';

/**
 * Ideas of the same day in the plan's order (issue 23): each idea keeps its slot's index. Ideas
 * written before get theirs from the order they were stored in, per client and month.
 */
export class Migration20261126192100_idea_position extends Migration {
  override name = 'Migration20261126192100_idea_position';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content_idea" add column "position" smallint not null default 0;`);
    this.addSql(`
      update "content_idea" i set "position" = ranked.n
        from (select id, (row_number() over (partition by client_id, month order by date, created_at, id) - 1)::smallint as n from "content_idea") ranked
       where ranked.id = i.id;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_idea" drop column "position";`);
  }
}
