import type { EntityManager } from '@mikro-orm/postgresql';
import {
  clockOfStage,
  dayLabel,
  owedMove,
  type Reminder,
  type RunningStage,
  type StageClock,
} from '../clocks/index.js';
import type { ClockStage } from '../contracts/clocks.js';
import { PROJECT_STATUSES, type ProjectStatus, type VersionStatus } from '../contracts/projects.js';
import { NOTIFICATION_COLUMNS, type NotificationRow } from './live-notifications.js';
import { peopleOf, undeletedWithRole } from '../accounts/index.js';
import { reviewingGuests } from '../projects/index.js';
import { membersWith } from '../team/index.js';

/** An open order's running stage with what its reminders are told from. */
export interface OpenProject extends RunningStage {
  id: string;
  title: string;
  clientId: string;
  designerId: string | null;
  designerName: string | null;
  /** The client's members who decide (owners and approvers): they owe the client's review. */
  deciders: string[];
  /** The steps of the running stage recorded so far. */
  steps: string[];
}

interface OpenProjectRow {
  id: string;
  title: string;
  status: ProjectStatus;
  version: VersionStatus | null;
  stage_started_at: Date;
  stage_due_day: string;
  stage_days: number;
  client_id: string;
  designer_id: string | null;
  designer_name: string | null;
  steps: string[];
}

/** Who an open order's reminders can concern: its client, its designer, or all admins. */
export interface Whom {
  /** Only the orders this person may owe a move on (a digest); all when absent. */
  userId: string;
  admin: boolean;
}

/**
 * The open orders whose running stage began by `asOf`, each with its latest version's status and the
 * steps of the running stage recorded so far: one statement (for one person's orders when `whom`
 * says so, or one order).
 */
export async function openOrders(
  em: EntityManager,
  { asOf, whom, projectId }: { asOf: Date; whom?: Whom; projectId?: string },
): Promise<OpenProject[]> {
  const rows = await em.getConnection().execute<OpenProjectRow[]>(
    `select p.id, p.title, p.status, p.stage_started_at, to_char(p.stage_due_day, 'YYYY-MM-DD') as stage_due_day, p.stage_days,
            p.client_id, p.designer_id, d.name as designer_name,
            (select v.status from design_version v where v.project_id = p.id order by v.number desc limit 1) as version,
            array(select r.step from stage_reminder r where r.project_id = p.id and r.stage_started_at = p.stage_started_at) as steps
       from project p left join account d on d.id = p.designer_id
      where p.stage_due_day is not null and p.stage_days is not null and p.status <> 'completed' and p.stage_started_at <= ?
        ${whom ? `and (p.client_id = ? or p.client_id = (select m.client_id from client_member m where m.user_id = ?) or p.designer_id = ?${whom.admin ? ` or p.status in ${ADMIN_STATUSES_SQL}` : ''})` : ''}
        ${projectId ? 'and p.id = ?' : ''}
      order by p.stage_due_day, p.stage_started_at, p.id`,
    [asOf, ...(whom ? [whom.userId, whom.userId, whom.userId] : []), ...(projectId ? [projectId] : [])],
  );
  const deciders = await membersWith(em, [...new Set(rows.map((row) => row.client_id))], 'decide');
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
    designerName: row.designer_name,
    deciders: deciders.get(row.client_id) ?? [],
    steps: row.steps,
  }));
}

/** The accounts with the admin role that are not deleted. */
export const adminIds = (em: EntityManager): Promise<string[]> => undeletedWithRole(em, 'admin');

/**
 * Whoever owes the running stage's move: the client's members who decide (its founding account for
 * a company without any), the designer, or the admins.
 */
export function ownersOf(
  order: Pick<OpenProject, 'clientId' | 'designerId' | 'deciders'>,
  clock: Pick<StageClock, 'owedBy'>,
  admins: readonly string[],
): string[] {
  if (clock.owedBy === 'client') return order.deciders.length ? [...order.deciders] : [order.clientId];
  if (clock.owedBy === 'designer') return order.designerId ? [order.designerId] : [];
  return [...admins];
}

/** Who a step goes to: whoever owes the move, or (an escalation) the admins. */
function recipientsOf(
  order: Pick<OpenProject, 'clientId' | 'designerId' | 'deciders'>,
  clock: Pick<StageClock, 'owedBy'>,
  to: Reminder['to'],
  admins: readonly string[],
): string[] {
  return to === 'admins' ? [...admins] : ownersOf(order, clock, admins);
}

/** Who is behind on an overdue stage, for the admins' escalation. */
const BEHIND: Record<ClockStage, (designerName: string) => string> = {
  assign: () => 'wartet auf einen Designer',
  design: (name) => `Designer: ${name}`,
  check: () => 'Prüfung durch das Admin-Team',
  rework: (name) => `Designer: ${name}`,
  review: () => 'Freigabe durch den Kunden',
};
const behind = (order: Pick<OpenProject, 'designerName'>, clock: Pick<StageClock, 'stage'>) =>
  BEHIND[clock.stage](order.designerName ?? 'unbekannt');

/** The statuses whose move the admins owe, whatever the latest version: an admin's digest reads all such orders. */
const ADMIN_STATUSES_SQL = `(${PROJECT_STATUSES.filter((status) => owedMove(status, null)?.owedBy === 'admin')
  .map((status) => `'${status}'`)
  .join(', ')})`;

/**
 * The German text of a reminder step, in the bell and as the mail's subject (the tone of
 * notification-rules.ts: the order's title in «…», the day as "Do, 3. Dez.").
 */
function reminderText(
  step: string,
  order: Pick<OpenProject, 'title' | 'designerName'>,
  clock: Pick<StageClock, 'stage' | 'dueDay'>,
): string {
  const title = `«${order.title}»`;
  const due = dayLabel(clock.dueDay);
  switch (step) {
    case 'half':
      return `Erinnerung: ${title} ist am ${due} fällig`;
    case 'due':
      return `Heute fällig: ${title}`;
    case 'overdue':
      return `Überfällig: ${title} (${behind(order, clock)}) war am ${due} fällig`;
    default:
      // A client who has not reviewed yet, again two and four business days after the due day.
      return `Erinnerung: ${title} wartet seit ${due} auf deine Freigabe`;
  }
}

/** A step the scan sends (or only records, superseded). */
interface StepToRecord {
  reminder: Reminder;
  superseded: boolean;
}

/** What recording a stage's due steps wrote: the reminders that need a mail, and the in-app rows to announce. */
export interface RecordedSteps {
  mails: string[];
  notifications: NotificationRow[];
}

/**
 * Records a stage's due steps and writes their in-app notifications, in one transaction and only
 * while the stage still runs: the order is locked with its stage start as the scan read it (a
 * decision that ended the stage meanwhile changed it: nothing is written; one committing after
 * waits for this). Each step's row is keyed by (order, stage start, step): of two scans only the
 * one whose insert wins writes the notifications (keyed by the row's id per recipient).
 */
export async function recordSteps(
  em: EntityManager,
  order: OpenProject,
  clock: StageClock,
  steps: readonly StepToRecord[],
  admins: readonly string[],
): Promise<RecordedSteps> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const [running] = await connection.execute<{ id: string }[]>(
      'select id from project where id = ? and stage_started_at = ? and stage_due_day is not null for update',
      [order.id, order.stageStartedAt],
      'all',
      ctx,
    );
    if (!running) return { mails: [], notifications: [] };
    const rows = steps.map(({ reminder, superseded }) => ({
      step: reminder.step,
      superseded,
      email: reminder.email && !superseded,
    }));
    const won = await connection.execute<{ id: string; step: string; superseded: boolean; email: boolean }[]>(
      `insert into stage_reminder (id, project_id, stage_started_at, step, superseded, email, created_at)
       select gen_random_uuid(), ?, ?, s.step, s.superseded, s.email, now() from jsonb_to_recordset(?::jsonb) as s(step text, superseded boolean, email boolean)
       on conflict do nothing
       returning id, step, superseded, email`,
      [order.id, order.stageStartedAt, JSON.stringify(rows)],
      'all',
      ctx,
    );
    const sent = won.filter((row) => !row.superseded);
    const notifications = sent.flatMap((row) => {
      const { reminder } = steps.find((step) => step.reminder.step === row.step)!;
      const message = reminderText(row.step, order, clock);
      return recipientsOf(order, clock, reminder.to, admins).map((userId) => ({
        user_id: userId,
        message,
        source_event_id: row.id,
      }));
    });
    const written = notifications.length
      ? await connection.execute<NotificationRow[]>(
          `insert into notification (id, user_id, type, message, project_id, source_event_id, created_at)
           select gen_random_uuid(), n.user_id, 'status_changed', n.message, ?, n.source_event_id, now()
             from jsonb_to_recordset(?::jsonb) as n(user_id uuid, message text, source_event_id uuid)
            where exists (select 1 from account a where a.id = n.user_id and a.deleted_at is null)
           on conflict (source_event_id, user_id) do nothing
           returning ${NOTIFICATION_COLUMNS}`,
          [order.id, JSON.stringify(notifications)],
          'all',
          ctx,
        )
      : [];
    return { mails: sent.filter((row) => row.email).map((row) => row.id), notifications: written };
  });
}

/** A recorded reminder as its mail is written: the step, the order as it stands, and who it is for. */
export interface ReminderMail {
  step: string;
  text: string;
  projectId: string;
  /** The accounts it goes to, when the stage it belongs to still runs; none when it ended. */
  recipients: string[];
  /** The guests with an e-mail whose open link may comment or approve, while the client reviews. */
  guests: { linkId: string; name: string; email: string }[];
  /** The client company, as a guest's mail names who asked. */
  clientName: string;
}

/** A recorded reminder's mail, read at send time (null when it is gone, mailed, or needs none). */
export async function reminderMailOf(em: EntityManager, reminderId: string, now: Date): Promise<ReminderMail | null> {
  const [row] = await em.getConnection().execute<
    {
      project_id: string;
      stage_started_at: Date;
      step: string;
      email: boolean;
      superseded: boolean;
      mailed_at: Date | null;
    }[]
  >('select project_id, stage_started_at, step, email, superseded, mailed_at from stage_reminder where id = ?', [reminderId]);
  if (!row || !row.email || row.superseded || row.mailed_at) return null;
  const [order] = (await openOrders(em, { asOf: now, projectId: row.project_id })).filter(
    (open) => open.stageStartedAt.getTime() === new Date(row.stage_started_at).getTime(),
  );
  const clock = order ? clockOfStage(order, now) : null;
  if (!order || !clock)
    return { step: row.step, text: '', projectId: row.project_id, recipients: [], guests: [], clientName: '' };
  const to: Reminder['to'] = row.step === 'overdue' ? 'admins' : 'owner';
  const [guests, people, admins] = await Promise.all([
    to === 'owner' && clock.owedBy === 'client' ? reviewingGuests(em, order.id, now) : [],
    peopleOf(em, [order.clientId]),
    adminIds(em),
  ]);
  return {
    step: row.step,
    text: reminderText(row.step, order, clock),
    projectId: order.id,
    recipients: recipientsOf(order, clock, to, admins),
    guests,
    clientName: people.get(order.clientId)?.name ?? '',
  };
}

/** Marks a reminder's mail done: every recipient got it (sent_mail and guest_mail hold each one). */
export async function markReminderMailed(em: EntityManager, reminderId: string): Promise<void> {
  await em.getConnection().execute('update stage_reminder set mailed_at = now() where id = ?', [reminderId]);
}

/** A person's morning digest: the orders they owe a move on, as lines of the mail. */
export interface Digest {
  recipient: { id: string; name: string; email: string; role: 'client' | 'designer' | 'admin' };
  due: string[];
  overdue: string[];
  arrived: string[];
}

/**
 * What a person's digest of `day` tells, read at send time: the orders whose move they owe that are
 * due that day, those overdue, and those that reached them since their last digest (or the last 24
 * hours); null for a deleted account or one without a role.
 */
export async function digestOf(em: EntityManager, userId: string, day: string, now: Date): Promise<Digest | null> {
  const [who] = await em
    .getConnection()
    .execute<
      { id: string; name: string; email: string; role: Digest['recipient']['role'] | null; last: Date | null }[]
    >(
      `select a.id, a.name, a.email, r.role,
            (select max(d.sent_at) from morning_digest d where d.user_id = a.id and d.day < ?::date) as last
       from account a left join user_role r on r.user_id = a.id
      where a.id = ? and a.deleted_at is null`,
      [day, userId],
      'all',
      em.getTransactionContext(),
    );
  if (!who?.role) return null;
  const since = who.last ? new Date(who.last) : new Date(now.getTime() - 24 * 3_600_000);
  const admins = who.role === 'admin' ? [who.id] : [];
  const digest: Digest = {
    recipient: { id: who.id, name: who.name, email: who.email, role: who.role },
    due: [],
    overdue: [],
    arrived: [],
  };
  for (const order of await openOrders(em, { asOf: now, whom: { userId, admin: who.role === 'admin' } })) {
    const clock = clockOfStage(order, now);
    if (!clock || !ownersOf(order, clock, admins).includes(userId)) continue;
    const title = `«${order.title}»`;
    if (clock.dueDay === day) digest.due.push(title);
    else if (clock.dueDay < day) digest.overdue.push(`${title} (war am ${dayLabel(clock.dueDay)} fällig)`);
    else if (order.stageStartedAt > since) digest.arrived.push(`${title} (fällig am ${dayLabel(clock.dueDay)})`);
  }
  return digest;
}
