import { Migration } from '@mikro-orm/migrations';

/**
 * Stage clocks (issue 27): a stage's due day and allowance are fixed when it begins (the plan's
 * turnaround and the canton then), so that lists can sort and filter by them in SQL. Orders open at
 * this migration get theirs counted from when their stage began in weekdays (public holidays are
 * left out only for stages that begin from now on); completed orders have none.
 */
export class Migration20261127140000_stage_due_day extends Migration {
  override name = 'Migration20261127140000_stage_due_day';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add column "stage_due_day" date null, add column "stage_days" smallint null;`);
    // The lists by due day and the overdue board (every order's running stage, soonest due first).
    this.addSql(
      `create index "project_stage_due_day_index" on "project" ("stage_due_day", "created_at" desc, "id" desc) where "stage_due_day" is not null;`,
    );
    // The designer statistics' on-time rate: the stages that ended in a month, as the timeline recorded them.
    this.addSql(
      `create index "project_event_stage_at_index" on "project_event" ("at") where ("data" -> 'stage') is not null;`,
    );
    this.addSql(`
      with terms as (
        select p.id, (p.stage_started_at at time zone 'Europe/Zurich')::date as started,
               coalesce((select pl.turnaround from subscription s join plan pl on pl.id = s.plan_id
                          where s.user_id = p.client_id and s.status in ('active', 'trialing', 'past_due')
                          order by s.created_at desc limit 1),
                        '{"design":3,"check":1,"rework":2,"review":3}'::jsonb) as turnaround,
               case
                 when p.status in ('pending_approval', 'admin_review') then 'check'
                 when p.status = 'review' then 'review'
                 when (select v.status from design_version v where v.project_id = p.id order by v.number desc limit 1)
                      in ('sent_back', 'changes_requested') then 'rework'
                 else 'design'
               end as stage
          from project p
         where p.status <> 'completed'
      ), allowed as (select id, started, greatest(1, least(30, (turnaround ->> stage)::int)) as days from terms)
      update project p
         set stage_days = a.days,
             stage_due_day = (select g::date from generate_series(a.started + 1, a.started + 60, interval '1 day') g
                               where extract(isodow from g) < 6 order by g offset a.days - 1 limit 1)
        from allowed a
       where a.id = p.id;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "stage_due_day", drop column "stage_days";`);
  }
}
