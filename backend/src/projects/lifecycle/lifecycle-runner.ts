import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { loadStageTerms, stageBeginning, stageEnding, type EndedStage, type StageTerms } from '../../clocks/index.js';
import type { ProjectStatus, VersionStatus } from '../../contracts/projects.js';
import type { ProjectDetail } from '../../contracts/project-answers.js';
import { writeWithDomainEvent } from '../../outbox/index.js';
import { eventsSentBy } from '../domain/project-roles.js';
import {
  decide,
  lifecycleOf,
  type LifecycleEffect,
  type LifecycleEvent,
  type LifecycleRefusal,
  type LifecycleState,
} from '../domain/project-lifecycle.machine.js';
import { assertProjectId, projectNotFound, projectScope, scopeSql, type ProjectScope } from './project-access.js';
import { PROJECT_TEXTS } from './project-texts.js';
import { ProjectViews } from './project.view.js';

/** The order's latest version of final designs, as the runner loads it with the order. */
export interface LatestVersion {
  id: string;
  number: number;
  status: VersionStatus;
}

/**
 * The order as a lifecycle command sees it: its row and its latest version, loaded in one
 * statement under the order's row lock. Plain data: nothing tracks its changes.
 */
export class OrderAggregate {
  constructor(
    readonly id: string,
    readonly clientId: string,
    readonly designerId: string | null,
    readonly status: ProjectStatus,
    readonly reviewCount: number,
    readonly maxReviews: number,
    readonly finalDesignIds: readonly string[],
    readonly completedAt: Date | null,
    readonly stageStartedAt: Date,
    readonly stageDueDay: string | null,
    readonly stageDays: number | null,
    readonly latest: LatestVersion | null,
  ) {}

  /** Its status and context as the machine sees them, with the latest version's status. */
  lifecycle(): LifecycleState {
    return lifecycleOf(this, this.latest?.status ?? null);
  }
}

interface OrderRow {
  id: string;
  client_id: string;
  designer_id: string | null;
  status: ProjectStatus;
  review_count: number;
  max_reviews: number;
  final_design_ids: string[];
  completed_at: Date | string | null;
  stage_started_at: Date | string;
  stage_due_day: string | null;
  stage_days: number | null;
  version_id: string | null;
  version_number: number | null;
  version_status: VersionStatus | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The order and its latest version in one statement, locked for the rest of the transaction (unless
 * `lock` is false: a look before the transaction, e.g. before an upload's body is read); null when
 * out of scope.
 */
export async function loadOrder(
  em: EntityManager,
  scope: ProjectScope,
  projectId: string,
  { lock = true }: { lock?: boolean } = {},
): Promise<OrderAggregate | null> {
  const { condition, params } = scopeSql(scope, 'p');
  const [row] = await em.getConnection().execute<OrderRow[]>(
    `select p.id, p.client_id, p.designer_id, p.status, p.review_count, p.max_reviews, p.final_design_ids,
            p.completed_at, p.stage_started_at, p.stage_due_day::text as stage_due_day, p.stage_days,
            v.id as version_id, v.number as version_number, v.status as version_status
       from project p
       left join lateral (select d.id, d.number, d.status from design_version d
                           where d.project_id = p.id order by d.number desc limit 1) v on true
      where p.id = ? and ${condition}
        ${lock ? 'for update of p' : ''}`,
    [projectId, ...params],
    'all',
    em.getTransactionContext(),
  );
  if (!row) return null;
  return new OrderAggregate(
    row.id,
    row.client_id,
    row.designer_id,
    row.status,
    row.review_count,
    row.max_reviews,
    row.final_design_ids ?? [],
    row.completed_at === null ? null : dateOf(row.completed_at),
    dateOf(row.stage_started_at),
    row.stage_due_day,
    row.stage_days,
    row.version_id === null ? null : { id: row.version_id, number: row.version_number!, status: row.version_status! },
  );
}

/** What a step did, for what the command adds and for the record. */
export interface AppliedLifecycleStep {
  /** The order as it was loaded (before the event). */
  order: OrderAggregate;
  event: LifecycleEvent;
  /** Its next status and context. */
  next: LifecycleState;
  /** The version the event opened or decided on; null when it left the versions as they were. */
  version: { id: string; number: number } | null;
  /** What the timeline records of the stage the event ended: `{ stage: … }`, or nothing. */
  stage: { stage?: EndedStage & { designerId?: string | null } };
  /** The step's moment (the injected clock's): every row it writes carries it. */
  at: Date;
}

/**
 * A row a command writes beside its step (a review, a comment, pins marked sent): the body of a
 * data-modifying CTE, written in the runner's one statement with the order's row.
 */
export interface StepRow {
  sql: string;
  params: readonly unknown[];
}

/** One lifecycle command: its event, and what it adds to the same transaction. */
export interface LifecycleStep {
  /**
   * The event, or how to make it from the loaded order (e.g. from the files just stored); null:
   * nothing to do for this order (it changed meanwhile).
   */
  event: LifecycleEvent | ((em: EntityManager, order: OrderAggregate) => Promise<LifecycleEvent | null>);
  /**
   * Rows the command adds once the machine took the event (a comment, a review, pins on the version
   * the event opened or decided on): given to `write`, they go into the runner's one statement;
   * entities it makes (new pins) go into the caller's unit of work. Returns the recorded event's data.
   */
  alongside?: (
    em: EntityManager,
    applied: AppliedLifecycleStep,
    write: (row: StepRow) => void,
  ) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /**
   * The recorded event's data, when the caller says all of it; by default the version, the stage the
   * event ended, the guest and what `alongside` answered.
   */
  recorded?: (applied: AppliedLifecycleStep) => Record<string, unknown>;
  /** Whose the recorded event is: the actor's account by default. */
  actorId?: string | null;
}

/** The API's answer to a refusal of the machine. */
function refusal(reason: LifecycleRefusal, event: LifecycleEvent, maxReviews: number): AppError {
  switch (reason) {
    case 'REVISIONS_EXHAUSTED':
      return AppError.conflict('REVISIONS_EXHAUSTED', PROJECT_TEXTS.revisionsExhausted(maxReviews));
    case 'FEEDBACK_REQUIRED': {
      const message =
        event.type === 'ADMIN_REJECT' ? PROJECT_TEXTS.adminFeedbackRequired : PROJECT_TEXTS.changeFeedbackRequired;
      return AppError.validation(message, [{ field: 'feedback', message }]);
    }
    default:
      return AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.invalidTransition);
  }
}

const effectOf = <T extends LifecycleEffect['type']>(effects: readonly LifecycleEffect[], type: T) =>
  effects.find((effect): effect is Extract<LifecycleEffect, { type: T }> => effect.type === type);

/**
 * The path of every event of an order's lifecycle, inside the caller's transaction: load the order
 * the actor may see with its latest version (one statement, under the row lock); refuse an event
 * the actor does not send here or the machine does not take now; carry out the effects the
 * machine's transition returned — the next status and context, the version it opened or moved,
 * the stage clock it restarted, the event it records — written with the timeline row and the
 * outbox row in ONE statement, without the ORM's change sets. What the command adds (`alongside`)
 * goes into the caller's unit of work, committed with it. Answers what it did; null when `event`
 * said there was nothing to do.
 */
export async function runLifecycleStep(
  em: EntityManager,
  actor: Actor,
  projectId: string,
  step: LifecycleStep,
  at: Date,
): Promise<AppliedLifecycleStep | null> {
  assertProjectId(projectId);
  const order = await loadOrder(em, projectScope(actor), projectId);
  if (!order) throw projectNotFound();
  const event = typeof step.event === 'function' ? await step.event(em, order) : step.event;
  if (!event) return null;
  if (!eventsSentBy(actor, { clientId: order.clientId, designerId: order.designerId }).includes(event.type))
    throw AppError.forbidden();
  const before = order.lifecycle();
  const decision = decide(before, event);
  if (!decision.allowed) throw refusal(decision.reason, event, order.maxReviews);
  const { effects, context } = decision;

  const ctes: string[] = [];
  const params: unknown[] = [];
  // One moment for every row the step writes: the caller's, from the injected clock.
  const now = at;

  // openVersion / moveVersion: the version's row, numbered under the order's row lock.
  let version: AppliedLifecycleStep['version'] = null;
  if (effectOf(effects, 'openVersion')) {
    version = { id: randomUUID(), number: (order.latest?.number ?? 0) + 1 };
    ctes.push(`version_row as (
      insert into design_version (id, project_id, number, status, submitted_by_id, submitted_at, passed_at, passed_by_id, decided_at, decided_by_id, note)
      values (?, ?, ?, ?, ?, ?, null, null, null, null, null))`);
    params.push(version.id, order.id, version.number, context.version, actor.userId, now);
  }
  const moved = effectOf(effects, 'moveVersion');
  if (moved && order.latest) {
    version = { id: order.latest.id, number: order.latest.number };
    if (event.type === 'ADMIN_APPROVE') {
      ctes.push(`version_row as (update design_version set status = ?, passed_at = ?, passed_by_id = ? where id = ?)`);
      params.push(moved.params.to, now, actor.accountId, version.id);
    } else {
      ctes.push(
        `version_row as (update design_version set status = ?, decided_at = ?, decided_by_id = ?, note = ? where id = ?)`,
      );
      const note = 'feedback' in event ? event.feedback.trim() || null : null;
      params.push(moved.params.to, now, actor.accountId, note, version.id);
    }
  }

  // restartStageClock: the running stage ends now; the next one's clock starts on the client's terms.
  let clock = { stageStartedAt: order.stageStartedAt, stageDueDay: order.stageDueDay, stageDays: order.stageDays };
  let stage: AppliedLifecycleStep['stage'] = {};
  if (effectOf(effects, 'restartStageClock')) {
    const terms: StageTerms = await loadStageTerms(em, order.clientId);
    const ended = stageEnding(
      {
        status: before.status,
        version: before.context.version,
        stageStartedAt: order.stageStartedAt,
        stageDueDay: order.stageDueDay,
        stageDays: order.stageDays,
      },
      at,
      terms,
    );
    // A designer's stage names its designer: the statistics count it for them, whoever ended it.
    if (ended) stage = { stage: ended.owedBy === 'designer' ? { ...ended, designerId: order.designerId } : ended };
    clock = { stageStartedAt: at, ...stageBeginning(decision.status, context.version, at, terms) };
  }

  const applied: AppliedLifecycleStep = {
    order,
    event,
    next: { status: decision.status, context },
    version,
    stage,
    at,
  };
  const rows: StepRow[] = [];
  const added = (await step.alongside?.(em, applied, (row) => rows.push(row))) ?? {};
  rows.forEach((row, index) => {
    ctes.push(`alongside_${index} as (${row.sql})`);
    params.push(...row.params);
  });
  const guest = actor.guest ? { guest: actor.guest.name, guestLinkId: actor.guest.linkId } : {};
  const data = step.recorded?.(applied) ?? {
    ...(version ? { version: version.number } : {}),
    ...stage,
    ...guest,
    ...added,
  };

  ctes.unshift(`project_row as (
    update project set status = ?, review_count = ?, final_design_ids = ?::jsonb, completed_at = ?, designer_id = ?,
           stage_started_at = ?, stage_due_day = ?::date, stage_days = ?, updated_at = ?
     where id = ?)`);
  params.unshift(
    decision.status,
    context.reviewCount,
    JSON.stringify(context.finalDesignIds),
    context.completedAt ? new Date(context.completedAt) : null,
    context.designerId,
    clock.stageStartedAt,
    clock.stageDueDay,
    clock.stageDays,
    now,
    order.id,
  );
  // record: the timeline's row, and (written by the outbox in the same statement) the outbox's.
  const recordedAs = effectOf(effects, 'record')!.params.as;
  const actorId = step.actorId === undefined ? actor.accountId : step.actorId;
  ctes.push(
    `event_row as (insert into project_event (id, project_id, type, actor_id, data, at) values (?, ?, ?, ?, ?::jsonb, ?))`,
  );
  params.push(randomUUID(), order.id, recordedAs, actorId, JSON.stringify(data), at);
  await writeWithDomainEvent(em, { ctes, params }, recordedAs, { projectId: order.id, data }, { actorId, at });
  return applied;
}

/**
 * A lifecycle command of the order's own endpoints: one transaction around the step, then the
 * order's view as it is after the commit.
 */
@Injectable()
export class LifecycleRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
    private readonly clock: Clock,
  ) {}

  async run(actor: Actor, projectId: string, step: LifecycleStep): Promise<ProjectDetail> {
    // One moment for the move: the stage clock and the timeline read the same injected time.
    await this.em.transactional((em) => runLifecycleStep(em, actor, projectId, step, this.clock.now()));
    return this.views.detail(actor, { id: projectId });
  }
}
