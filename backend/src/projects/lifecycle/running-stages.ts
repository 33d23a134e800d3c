import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../../common/sql-array.js';
import type { ProjectStatus, VersionStatus } from '../../contracts/projects.js';

/**
 * The projects context's answer for the stage clocks (docs/decisions.md "Each table owned by its
 * context"): the open orders with a running stage, read from `project` and `design_version` here;
 * the notifications context adds its reminders and asks accounts and team for the people.
 */

/** An open order's running stage: what its clock is read from. */
export interface RunningOrder {
  id: string;
  title: string;
  status: ProjectStatus;
  /** The latest version's status (none before the first). */
  version: VersionStatus | null;
  stageStartedAt: Date;
  stageDueDay: string;
  stageDays: number;
  clientId: string;
  designerId: string | null;
}

/** Only the orders of these companies, this designer, or in these statuses (one person's orders). */
export interface RunningOrdersOf {
  clientIds: readonly string[];
  designerId: string;
  statuses: readonly ProjectStatus[];
}

interface RunningOrderRow {
  id: string;
  title: string;
  status: ProjectStatus;
  version: VersionStatus | null;
  stage_started_at: Date;
  stage_due_day: string;
  stage_days: number;
  client_id: string;
  designer_id: string | null;
}

/**
 * The open orders whose running stage began by `asOf`, each with its latest version's status, by due
 * day, stage start and id: one statement (only `of`'s orders, or one order, when asked).
 */
export async function runningOrders(
  em: EntityManager,
  { asOf, of, projectId }: { asOf: Date; of?: RunningOrdersOf; projectId?: string },
): Promise<RunningOrder[]> {
  const rows = await em.getConnection().execute<RunningOrderRow[]>(
    `select p.id, p.title, p.status, p.stage_started_at, to_char(p.stage_due_day, 'YYYY-MM-DD') as stage_due_day, p.stage_days,
            p.client_id, p.designer_id,
            (select v.status from design_version v where v.project_id = p.id order by v.number desc limit 1) as version
       from project p
      where p.stage_due_day is not null and p.stage_days is not null and p.status <> 'completed' and p.stage_started_at <= ?
        ${of ? 'and (p.client_id = any(?::uuid[]) or p.designer_id = ? or p.status = any(?::text[]))' : ''}
        ${projectId ? 'and p.id = ?' : ''}
      order by p.stage_due_day, p.stage_started_at, p.id`,
    [
      asOf,
      ...(of ? [textArray(of.clientIds), of.designerId, textArray(of.statuses)] : []),
      ...(projectId ? [projectId] : []),
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    version: row.version,
    stageStartedAt: new Date(row.stage_started_at),
    stageDueDay: row.stage_due_day,
    stageDays: row.stage_days,
    clientId: row.client_id,
    designerId: row.designer_id,
  }));
}

/**
 * Locks an order's row for the rest of the caller's transaction while the stage that began at
 * `stageStartedAt` still runs; false when it ended meanwhile (a decision changed the stage start).
 */
export async function lockRunningStage(em: EntityManager, projectId: string, stageStartedAt: Date): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from project where id = ? and stage_started_at = ? and stage_due_day is not null for update',
      [projectId, stageStartedAt],
      'all',
      em.getTransactionContext(),
    );
  return rows.length > 0;
}
