import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import {
  LIFECYCLE_EVENTS,
  STATUS_MEANINGS,
  type LifecycleEventType,
  type ProjectEventType,
  type ProjectStatus,
  type Role,
  type StatusMeaning,
  type VersionStatus,
} from '../../contracts/index.js';

/** Where a submission's new version starts: with the admin. No decision leads back to it. */
const OPENED: VersionStatus = 'in_check';

/** Everything about an order the lifecycle decides on or changes, besides its status. */
export interface LifecycleContext {
  reviewCount: number;
  maxReviews: number;
  designerId: string | null;
  /** The final designs the client will see once the admin passes them on (attachment ids). */
  finalDesignIds: readonly string[];
  /** ISO time of the client's approval. */
  completedAt: string | null;
  /**
   * The status of the latest version, moved by the events that decide on it; null before the first
   * submission. No guard reads it: asking what an order may do next needs no version. (Its number
   * is the store's: a count in the context would make the machine's graph endless.)
   */
  version: VersionStatus | null;
}

/** What a new order starts from: the client's designer (if any) and its revisions. */
export interface LifecycleInput {
  designerId: string | null;
  maxReviews: number;
}

export type LifecycleEvent =
  | { type: 'DESIGNER_ASSIGNED'; designerId: string }
  | { type: 'DESIGNER_CHANGED'; designerId: string }
  | { type: 'DESIGNER_UNASSIGNED' }
  | { type: 'START_WORK' }
  | { type: 'SUBMIT_FINAL_DESIGN'; attachmentIds: readonly string[] }
  | { type: 'ADMIN_APPROVE' }
  | { type: 'ADMIN_REJECT'; feedback: string; pins?: number }
  /** `approvalsMissing`: the company's approvers still to approve this version under the rule «all» (0: complete). */
  | { type: 'CLIENT_APPROVE'; at: string; approvalsMissing?: number }
  | { type: 'REQUEST_CHANGES'; feedback: string; pins?: number };

/** A send-back or change request says what to change: a general note, pins on the design, or both. */
const hasFeedback = (event: LifecycleEvent) =>
  'feedback' in event && (event.feedback.trim().length > 0 || (event.pins ?? 0) > 0);
const hasRevisionsLeft = (context: LifecycleContext) => context.reviewCount < context.maxReviews;

/** Each status's meaning (contracts/projects.ts) as the state's tags, so a snapshot can be asked. */
const tagsOf = (status: ProjectStatus) =>
  (Object.entries(STATUS_MEANINGS[status]) as [keyof StatusMeaning, unknown][])
    .filter(([, value]) => value === true)
    .map(([key]) => key);

/**
 * What a transition asks the store to do besides taking the next status and context (the actions
 * `transition()` returns; the runner, lifecycle/lifecycle-runner.ts, executes them in order):
 * - `record`: the timeline's and the outbox's event, named in the past tense (`as`);
 * - `openVersion`: a new version of final designs, in the admin's check (numbered by the store);
 * - `moveVersion`: the latest version decided on (`to`), with who decided when;
 * - `restartStageClock`: the running stage ends now (for the record) and the next one's clock starts
 *   (who owes the next move changed: another stage, or another designer).
 */
export type LifecycleEffect =
  | { type: 'record'; params: { as: ProjectEventType } }
  | { type: 'openVersion'; params: undefined }
  | { type: 'moveVersion'; params: { to: VersionStatus } }
  | { type: 'restartStageClock'; params: undefined };

/** An effect's implementation in the machine: none (the runner carries it out), typed by its parameters. */
const effect =
  <Params = undefined>() =>
  (...args: [unknown, Params]): void =>
    void args;

/** The effect as the transition names it, with its parameters. */
const record = (as: ProjectEventType) => ({ type: 'record', params: { as } }) as const;

/**
 * The order lifecycle: the single authority on which transition is allowed and on what it does to
 * the order. It is pure: the runner (lifecycle/lifecycle-runner.ts) restores a snapshot from the
 * stored status and context, asks it, stores the next status and context and carries out the
 * effects the transition returned (LifecycleEffect): what to record, the version to open or move,
 * the stage clock to restart.
 *
 * An order starts in `new` when its client has a designer, otherwise in `pending_approval`, where it
 * waits until an admin links one (DESIGNER_ASSIGNED). While it is open, relinking the client moves
 * it to the new designer where it stands (DESIGNER_CHANGED); losing the designer (deleted) sends it
 * back to wait for one, without the designs of the one who left (DESIGNER_UNASSIGNED).
 *
 * The versions of final designs move with it: a submission opens the next version, in the admin's
 * check; the admin passes it to the client or sends it back; the client asks for changes or
 * approves; a designer who leaves takes an undecided version with it (withdrawn: kept, no longer
 * current).
 */
const lifecycleSetup = setup({
  types: { context: {} as LifecycleContext, events: {} as LifecycleEvent, input: {} as LifecycleInput },
  guards: {
    hasDesigner: ({ context }) => context.designerId !== null,
    hasFeedback: ({ event }) => hasFeedback(event),
    canRequestChanges: ({ context, event }) => hasRevisionsLeft(context) && hasFeedback(event),
    approvalsComplete: ({ event }) => event.type !== 'CLIENT_APPROVE' || !event.approvalsMissing,
  },
  actions: {
    // The effects: nothing to do inside the machine; `transition()` hands them to the runner.
    record: effect<{ as: ProjectEventType }>(),
    openVersion: effect(),
    moveVersion: effect<{ to: VersionStatus }>(),
    restartStageClock: effect(),
    takeDesigner: assign({ designerId: ({ event }) => ('designerId' in event ? event.designerId : null) }),
    dropDesigner: assign({ designerId: () => null }),
    keepFinalDesigns: assign({
      finalDesignIds: ({ event }) => (event.type === 'SUBMIT_FINAL_DESIGN' ? [...event.attachmentIds] : []),
    }),
    withdrawFinalDesigns: assign({ finalDesignIds: () => [] }),
    countRevision: assign({ reviewCount: ({ context }) => context.reviewCount + 1 }),
    complete: assign({ completedAt: ({ event }) => (event.type === 'CLIENT_APPROVE' ? event.at : null) }),
  },
});

/** Another designer takes the order: its clock starts, even where the stage stays the same. */
const changeDesigner = lifecycleSetup.enqueueActions(({ context, event, enqueue }) => {
  const designerId = 'designerId' in event ? event.designerId : null;
  if (designerId === context.designerId) return;
  enqueue.assign({ designerId });
  enqueue('restartStageClock');
});

/** A submission: the next version, in the admin's check. */
const takeNewVersion = lifecycleSetup.enqueueActions(({ enqueue }) => {
  enqueue.assign({ version: OPENED });
  enqueue('openVersion');
});

/**
 * A decision on the latest version: it moves to `to` when it stands in one of `from`, otherwise it
 * stays as it is (an order that never had one, or whose version was already decided on).
 */
const decideVersion = (from: readonly VersionStatus[], to: VersionStatus) =>
  lifecycleSetup.enqueueActions(({ context, enqueue }) => {
    if (!context.version || !from.includes(context.version)) return;
    enqueue.assign({ version: to });
    enqueue({ type: 'moveVersion', params: { to } });
  });

/** An open order whose designer is relinked (DESIGNER_CHANGED) or leaves (DESIGNER_UNASSIGNED). */
const designerMoves = {
  DESIGNER_CHANGED: { actions: [changeDesigner, record('DesignerChanged')] },
  DESIGNER_UNASSIGNED: {
    target: 'pending_approval',
    actions: [
      'dropDesigner',
      'withdrawFinalDesigns',
      decideVersion(['in_check', 'in_review'], 'withdrawn'),
      'restartStageClock',
      record('DesignerUnassigned'),
    ],
  },
} as const;

export const projectLifecycle = lifecycleSetup.createMachine({
  id: 'project',
  initial: 'created',
  context: ({ input }) => ({
    reviewCount: 0,
    maxReviews: input.maxReviews,
    designerId: input.designerId,
    finalDesignIds: [],
    completedAt: null,
    version: null,
  }),
  states: {
    created: { always: [{ guard: 'hasDesigner', target: 'new' }, { target: 'pending_approval' }] },
    pending_approval: {
      tags: tagsOf('pending_approval'),
      on: {
        DESIGNER_ASSIGNED: {
          target: 'new',
          actions: ['takeDesigner', 'restartStageClock', record('DesignerAssigned')],
        },
      },
    },
    // The designer owes the next move before and after: the stage clock runs on.
    new: {
      tags: tagsOf('new'),
      on: { START_WORK: { target: 'in_progress', actions: record('WorkStarted') }, ...designerMoves },
    },
    in_progress: {
      tags: tagsOf('in_progress'),
      on: {
        SUBMIT_FINAL_DESIGN: {
          target: 'admin_review',
          actions: ['keepFinalDesigns', takeNewVersion, 'restartStageClock', record('FinalDesignsSubmitted')],
        },
        ...designerMoves,
      },
    },
    admin_review: {
      tags: tagsOf('admin_review'),
      on: {
        ...designerMoves,
        ADMIN_APPROVE: {
          target: 'review',
          actions: [decideVersion(['in_check'], 'in_review'), 'restartStageClock', record('DesignApprovedByAdmin')],
        },
        ADMIN_REJECT: {
          target: 'in_progress',
          guard: 'hasFeedback',
          actions: [
            'withdrawFinalDesigns',
            decideVersion(['in_check'], 'sent_back'),
            'restartStageClock',
            record('DesignRejectedByAdmin'),
          ],
        },
      },
    },
    review: {
      tags: tagsOf('review'),
      on: {
        ...designerMoves,
        // Under the rule «all» an approval with others still missing is recorded and the order stays.
        CLIENT_APPROVE: [
          {
            guard: 'approvalsComplete',
            target: 'completed',
            actions: [
              'complete',
              decideVersion(['in_review'], 'approved'),
              'restartStageClock',
              record('DesignApprovedByClient'),
            ],
          },
          // The version stays in review, and so does the client's stage.
          { actions: record('ApprovalGiven') },
        ],
        REQUEST_CHANGES: {
          target: 'in_progress',
          guard: 'canRequestChanges',
          actions: [
            'countRevision',
            'withdrawFinalDesigns',
            decideVersion(['in_review'], 'changes_requested'),
            'restartStageClock',
            record('ChangesRequested'),
          ],
        },
      },
    },
    completed: { tags: tagsOf('completed'), type: 'final' },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof projectLifecycle>;

/** The status and context of an order, as the entity stores them. */
export interface LifecycleState {
  status: ProjectStatus;
  context: LifecycleContext;
}

/** What an order stores of its lifecycle, from the entity or a read model. */
export interface StoredLifecycle {
  status: ProjectStatus;
  reviewCount: number;
  maxReviews: number;
  designerId: string | null;
  finalDesignIds: readonly string[];
  completedAt: Date | null;
}

/**
 * The order's status and context as the machine sees them, with its latest version where the
 * caller loaded it (to apply an event; asking what is possible needs none).
 */
export function lifecycleOf(order: StoredLifecycle, version: VersionStatus | null = null): LifecycleState {
  return {
    status: order.status,
    context: {
      reviewCount: order.reviewCount,
      maxReviews: order.maxReviews,
      designerId: order.designerId,
      finalDesignIds: order.finalDesignIds,
      completedAt: order.completedAt?.toISOString() ?? null,
      version,
    },
  };
}

/** Why an event was refused: not allowed in this status, no revisions left, or no feedback text. */
export type LifecycleRefusal = 'INVALID_TRANSITION' | 'REVISIONS_EXHAUSTED' | 'FEEDBACK_REQUIRED';

/** An event the machine takes: the next status and context, and the effects for the store to carry out. */
export type LifecycleDecision =
  ({ allowed: true; effects: LifecycleEffect[] } & LifecycleState) | { allowed: false; reason: LifecycleRefusal };

const EFFECTS: ReadonlySet<string> = new Set<LifecycleEffect['type']>([
  'record',
  'openVersion',
  'moveVersion',
  'restartStageClock',
]);

/** The effects among the actions a transition returned, in their order, as plain data. */
function effectsOf(actions: readonly { type: string; params?: unknown }[]): LifecycleEffect[] {
  return actions
    .filter((action) => EFFECTS.has(action.type))
    .map((action) => ({ type: action.type, params: action.params }) as LifecycleEffect);
}

/** Where a new order starts: `new` with a designer, `pending_approval` without. */
export function start(input: LifecycleInput): LifecycleState {
  const [snapshot] = initialTransition(projectLifecycle, input);
  return { status: snapshot.value as ProjectStatus, context: snapshot.context };
}

/** The snapshot of an order in its stored status. */
export function restore({ status, context }: LifecycleState): LifecycleSnapshot {
  return projectLifecycle.resolveState({ value: status, context });
}

/** Asks the machine whether the event may happen now, and what the order's next status and context are. */
export function decide(state: LifecycleState, event: LifecycleEvent): LifecycleDecision {
  const snapshot = restore(state);
  if (snapshot.can(event)) {
    const [next, actions] = transition(projectLifecycle, snapshot, event);
    return { allowed: true, status: next.value as ProjectStatus, context: next.context, effects: effectsOf(actions) };
  }
  if (!projectLifecycle.states[state.status]?.on[event.type]) return { allowed: false, reason: 'INVALID_TRANSITION' };
  // The status knows the event, so a guard said no: say which one.
  // No revisions left says more than missing text: no text would help.
  if (event.type === 'REQUEST_CHANGES' && !hasRevisionsLeft(state.context))
    return { allowed: false, reason: 'REVISIONS_EXHAUSTED' };
  if ('feedback' in event && !hasFeedback(event)) return { allowed: false, reason: 'FEEDBACK_REQUIRED' };
  return { allowed: false, reason: 'INVALID_TRANSITION' };
}

/** One event of each type, with a payload that makes its guards pass: to ask what is possible, and to replay paths. */
export const SAMPLE_EVENTS: Record<LifecycleEventType, LifecycleEvent> = {
  DESIGNER_ASSIGNED: { type: 'DESIGNER_ASSIGNED', designerId: 'probe' },
  DESIGNER_CHANGED: { type: 'DESIGNER_CHANGED', designerId: 'probe' },
  DESIGNER_UNASSIGNED: { type: 'DESIGNER_UNASSIGNED' },
  START_WORK: { type: 'START_WORK' },
  SUBMIT_FINAL_DESIGN: { type: 'SUBMIT_FINAL_DESIGN', attachmentIds: [] },
  ADMIN_APPROVE: { type: 'ADMIN_APPROVE' },
  ADMIN_REJECT: { type: 'ADMIN_REJECT', feedback: 'probe' },
  CLIENT_APPROVE: { type: 'CLIENT_APPROVE', at: new Date(0).toISOString() },
  REQUEST_CHANGES: { type: 'REQUEST_CHANGES', feedback: 'probe' },
};

/**
 * What the guards read of an order's context (`guards` above: whether it has a designer, whether a
 * revision is left), with its status: all the possible events depend on. A guard that reads more
 * must add it here (the machine's test compares every status and context with and without this).
 */
const guardedFacts = ({ status, context }: LifecycleState) =>
  `${status} ${context.designerId !== null} ${hasRevisionsLeft(context)}`;

const possibleByFacts = new Map<string, readonly LifecycleEventType[]>();

/** The events the machine would take now (feedback assumed given), in the contract's order. */
export function possibleEvents(state: LifecycleState): LifecycleEventType[] {
  // Every order view asks this; the machine answers each combination of the guarded facts once.
  const key = guardedFacts(state);
  let possible = possibleByFacts.get(key);
  if (!possible) {
    possible = askMachineForPossibleEvents(state);
    possibleByFacts.set(key, possible);
  }
  return [...possible];
}

/** The machine's own answer, each event tried on the restored snapshot (possibleEvents remembers it). */
export function askMachineForPossibleEvents(state: LifecycleState): LifecycleEventType[] {
  const snapshot = restore(state);
  return LIFECYCLE_EVENTS.filter((type) => snapshot.can(SAMPLE_EVENTS[type]));
}

/**
 * Who sends each event: the order's client (or an admin viewing as it), its assigned designer, an
 * admin. The route guards and an order's `allowedActions` both read this one table.
 */
export const EVENT_SENDERS: Record<LifecycleEventType, Role> = {
  DESIGNER_ASSIGNED: 'admin',
  DESIGNER_CHANGED: 'admin',
  DESIGNER_UNASSIGNED: 'admin',
  START_WORK: 'designer',
  SUBMIT_FINAL_DESIGN: 'designer',
  ADMIN_APPROVE: 'admin',
  ADMIN_REJECT: 'admin',
  CLIENT_APPROVE: 'client',
  REQUEST_CHANGES: 'client',
};

/**
 * The events sent through an order's own endpoints: the ones `allowedActions` offers. The designer
 * events follow from linking a client or removing a designer, not from a button on the order.
 */
export const ORDER_ACTIONS: readonly LifecycleEventType[] = LIFECYCLE_EVENTS.filter(
  (type) => !type.startsWith('DESIGNER_'),
);
