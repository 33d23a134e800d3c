import type { EntityManager } from '@mikro-orm/postgresql';
import { clockOfStage, dayLabel, owedMove, type Reminder, type StageClock } from '../clocks/index.js';
import type { ClockStage } from '../contracts/clocks.js';
import { PROJECT_STATUSES } from '../contracts/projects.js';
import { NOTIFICATION_COLUMNS, type NotificationRow } from './live-notifications.js';
import { contactsOf, peopleOf, type Person, undeletedWithRole } from '../accounts/index.js';
import { textArray } from '../common/sql-array.js';
import { lockRunningStage, reviewingGuests, type RunningOrder, runningOrders } from '../projects/index.js';
import { membersWith } from '../team/index.js';

/** An open order's running stage with what its reminders are told from. */
export interface OpenProject extends RunningOrder {
  /** The client company's name (its founding account's), as a guest's mail names who asked. */
  clientName: string;
  designerName: string | null;
  /** The client's members who decide (owners and approvers): they owe the client's review. */
  deciders: string[];
  /** Its client's or designer's account when deleted: nobody is told there. */
  gone: string[];
  /** The steps of the running stage recorded so far. */
  steps: string[];
}

/** Who an open order's reminders can concern: its client, its designer, or all admins. */
export interface Whom {
  /** Only the orders this person may owe a move on (a digest); all when absent. */
  userId: string;
  /** The company the person is a member of. */
  companyId: string | null;
  admin: boolean;
}

/** What a reader of the open orders needs besides the deciders: the recorded steps, the people's names. */
interface Needs {
  steps?: boolean;
  people?: boolean;
}

/**
 * The open orders whose running stage began by `asOf` (projects' `runningOrders`: for one person's
 * orders when `whom` says so, or one order), with their client's deciders (team) and, when `needs`
 * asks, the steps of the running stage recorded so far and the client's and designer's names
 * (accounts): one statement, then one per owner, side by side.
 */
export async function openOrders(
  em: EntityManager,
  { asOf, whom, projectId }: { asOf: Date; whom?: Whom; projectId?: string },
  needs: Needs = {},
): Promise<OpenProject[]> {
  const of = whom && {
    clientIds: [whom.userId, ...(whom.companyId ? [whom.companyId] : [])],
    designerId: whom.userId,
    statuses: whom.admin ? ADMIN_STATUSES : [],
  };
  const orders = await runningOrders(em, { asOf, of, projectId });
  const clientIds = [...new Set(orders.map((order) => order.clientId))];
  const [deciders, steps, people] = await Promise.all([
    membersWith(em, clientIds, 'decide'),
    needs.steps ? recordedSteps(em, orders) : new Map<string, string[]>(),
    needs.people ? peopleOf(em, [...clientIds, ...orders.map((order) => order.designerId)]) : new Map<string, Person>(),
  ]);
  return orders.map((order) => {
    const designer = order.designerId ? people.get(order.designerId) : undefined;
    const client = people.get(order.clientId);
    return {
      ...order,
      clientName: client?.name ?? '',
      designerName: designer?.name ?? null,
      deciders: deciders.get(order.clientId) ?? [],
      gone: [client, designer].filter((person) => person?.deleted).map((person) => person!.id),
      steps: steps.get(order.id) ?? [],
    };
  });
}

/** The steps recorded of each order's running stage, by order: one statement for all of them. */
async function recordedSteps(em: EntityManager, orders: readonly RunningOrder[]): Promise<Map<string, string[]>> {
  const steps = new Map<string, string[]>(orders.map((order) => [order.id, []]));
  if (!orders.length) return steps;
  const rows = await em.getConnection().execute<{ project_id: string; step: string }[]>(
    `select r.project_id, r.step from stage_reminder r
         join unnest(?::uuid[], ?::timestamptz[]) as s(project_id, started_at)
           on r.project_id = s.project_id and r.stage_started_at = s.started_at`,
    [textArray(orders.map((order) => order.id)), textArray(orders.map((order) => order.stageStartedAt.toISOString()))],
  );
  for (const row of rows) steps.get(row.project_id)?.push(row.step);
  return steps;
}

/** The accounts with the admin role that are not deleted. */
export const adminIds = (em: EntityManager): Promise<string[]> => undeletedWithRole(em, 'admin');

/**
 * Whoever owes the running stage's move: the client's members who decide (its founding account for
 * a company without any), the designer, or the admins.
 */
export function ownersOf(
  order: Pick<OpenProject, 'clientId' | 'designerId' | 'deciders' | 'gone'>,
  clock: Pick<StageClock, 'owedBy'>,
  admins: readonly string[],
): string[] {
  const here = (ids: string[]) => ids.filter((id) => !order.gone.includes(id));
  if (clock.owedBy === 'client') return order.deciders.length ? [...order.deciders] : here([order.clientId]);
  if (clock.owedBy === 'designer') return order.designerId ? here([order.designerId]) : [];
  return [...admins];
}

/** Who a step goes to: whoever owes the move, or (an escalation) the admins. */
function recipientsOf(
  order: Pick<OpenProject, 'clientId' | 'designerId' | 'deciders' | 'gone'>,
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
const ADMIN_STATUSES = PROJECT_STATUSES.filter((status) => owedMove(status, null)?.owedBy === 'admin');

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
 * one whose insert wins writes the notifications (keyed by the row's id per recipient), to the
 * recipients undeleted as the scan read them (`gone`, `adminIds`, `membersWith`).
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
    if (!(await lockRunningStage(tx, order.id, order.stageStartedAt))) return { mails: [], notifications: [] };
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
  const [order] = (await openOrders(em, { asOf: now, projectId: row.project_id }, { people: true })).filter(
    (open) => open.stageStartedAt.getTime() === new Date(row.stage_started_at).getTime(),
  );
  const clock = order ? clockOfStage(order, now) : null;
  if (!order || !clock)
    return { step: row.step, text: '', projectId: row.project_id, recipients: [], guests: [], clientName: '' };
  const to: Reminder['to'] = row.step === 'overdue' ? 'admins' : 'owner';
  const [guests, admins] = await Promise.all([
    to === 'owner' && clock.owedBy === 'client' ? reviewingGuests(em, order.id, now) : [],
    adminIds(em),
  ]);
  return {
    step: row.step,
    text: reminderText(row.step, order, clock),
    projectId: order.id,
    recipients: recipientsOf(order, clock, to, admins),
    guests,
    clientName: order.clientName,
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
 * Claims a person's morning digest of `day` and tells what it holds: the day's row (morning_digest)
 * is inserted in the caller's transaction, so of two jobs only the one whose insert wins goes on
 * (null for the other, which waits for the first's commit). The same statement answers when the
 * person's last digest went out.
 */
export async function claimMorningDigest(
  em: EntityManager,
  userId: string,
  day: string,
  now: Date,
): Promise<Digest | null> {
  const [claimed] = await em.getConnection().execute<{ last: Date | null }[]>(
    `insert into morning_digest (user_id, day, sent_at) values (?, ?::date, now()) on conflict do nothing
     returning (select max(d.sent_at) from morning_digest d where d.user_id = ? and d.day < ?::date) as last`,
    [userId, day, userId, day],
    'all',
    em.getTransactionContext(),
  );
  return claimed ? digestOf(em, userId, day, now, claimed.last) : null;
}

/**
 * What a person's digest of `day` tells, read at send time: the orders whose move they owe that are
 * due that day, those overdue, and those that reached them since their last digest (`last`, or the
 * last 24 hours); null for a deleted account or one without a role.
 */
async function digestOf(
  em: EntityManager,
  userId: string,
  day: string,
  now: Date,
  last: Date | null,
): Promise<Digest | null> {
  const who = (await contactsOf(em, [userId])).get(userId);
  if (!who?.role) return null;
  const since = last ? new Date(last) : new Date(now.getTime() - 24 * 3_600_000);
  const admins = who.role === 'admin' ? [who.id] : [];
  const digest: Digest = {
    recipient: { id: who.id, name: who.name, email: who.email, role: who.role },
    due: [],
    overdue: [],
    arrived: [],
  };
  const whom = { userId, companyId: who.companyId, admin: who.role === 'admin' };
  for (const order of await openOrders(em, { asOf: now, whom })) {
    const clock = clockOfStage(order, now);
    if (!clock || !ownersOf(order, clock, admins).includes(userId)) continue;
    const title = `«${order.title}»`;
    if (clock.dueDay === day) digest.due.push(title);
    else if (clock.dueDay < day) digest.overdue.push(`${title} (war am ${dayLabel(clock.dueDay)} fällig)`);
    else if (order.stageStartedAt > since) digest.arrived.push(`${title} (fällig am ${dayLabel(clock.dueDay)})`);
  }
  return digest;
}
