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
 * A decision on the latest version: it moves to `to` when it stands in one of `from`, otherwise it
 * stays as it is (an order that never had one, or whose version was already decided on).
 */
const moveVersion = (
  version: VersionStatus | null,
  from: readonly VersionStatus[],
  to: VersionStatus,
): VersionStatus | null => (version && from.includes(version) ? to : version);

/** An open order whose designer is relinked (DESIGNER_CHANGED) or leaves (DESIGNER_UNASSIGNED). */
const designerMoves = {
  DESIGNER_CHANGED: { actions: 'takeDesigner' },
  DESIGNER_UNASSIGNED: {
    target: 'pending_approval',
    actions: ['dropDesigner', 'withdrawFinalDesigns', 'withdrawVersion'],
  },
} as const;

/**
 * The order lifecycle: the single authority on which transition is allowed and on what it does to
 * the order. It is pure: the entity restores a snapshot from its stored status and context, asks
 * it, and stores the next status and context (Project.apply).
 *
 * An order starts in `new` when its client has a designer, otherwise in `pending_approval`, where it
 * waits until an admin links one (DESIGNER_ASSIGNED). While it is open, relinking the client moves
 * it to the new designer where it stands (DESIGNER_CHANGED); losing the designer (deleted) sends it
 * back to wait for one, without the designs of the one who left (DESIGNER_UNASSIGNED).
 *
 * The versions of final designs move with it: a submission opens the next version, in the admin's
 * check; the admin passes it to the client or sends it back; the client asks for changes or
 * approves; a designer who leaves takes an undecided version with it (withdrawn: kept, no longer
 * current). The store writes the version the machine's context names (design-version-store.ts).
 */
export const projectLifecycle = setup({
  types: { context: {} as LifecycleContext, events: {} as LifecycleEvent, input: {} as LifecycleInput },
  guards: {
    hasDesigner: ({ context }) => context.designerId !== null,
    hasFeedback: ({ event }) => hasFeedback(event),
    canRequestChanges: ({ context, event }) => hasRevisionsLeft(context) && hasFeedback(event),
    approvalsComplete: ({ event }) => event.type !== 'CLIENT_APPROVE' || !event.approvalsMissing,
  },
  actions: {
    takeDesigner: assign({ designerId: ({ event }) => ('designerId' in event ? event.designerId : null) }),
    dropDesigner: assign({ designerId: () => null }),
    keepFinalDesigns: assign({
      finalDesignIds: ({ event }) => (event.type === 'SUBMIT_FINAL_DESIGN' ? [...event.attachmentIds] : []),
    }),
    withdrawFinalDesigns: assign({ finalDesignIds: () => [] }),
    countRevision: assign({ reviewCount: ({ context }) => context.reviewCount + 1 }),
    complete: assign({ completedAt: ({ event }) => (event.type === 'CLIENT_APPROVE' ? event.at : null) }),
    openVersion: assign({ version: () => OPENED }),
    passVersion: assign({ version: ({ context }) => moveVersion(context.version, ['in_check'], 'in_review') }),
    sendBackVersion: assign({ version: ({ context }) => moveVersion(context.version, ['in_check'], 'sent_back') }),
    askChangesOnVersion: assign({
      version: ({ context }) => moveVersion(context.version, ['in_review'], 'changes_requested'),
    }),
    approveVersion: assign({ version: ({ context }) => moveVersion(context.version, ['in_review'], 'approved') }),
    // An approval under «all» with others still missing: the version stays in review (a transition
    // that does something, so the machine takes it).
    awaitOtherApprovals: assign({ version: ({ context }) => context.version }),
    withdrawVersion: assign({
      version: ({ context }) => moveVersion(context.version, ['in_check', 'in_review'], 'withdrawn'),
    }),
  },
}).createMachine({
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
      on: { DESIGNER_ASSIGNED: { target: 'new', actions: 'takeDesigner' } },
    },
    new: { tags: tagsOf('new'), on: { START_WORK: 'in_progress', ...designerMoves } },
    in_progress: {
      tags: tagsOf('in_progress'),
      on: {
        SUBMIT_FINAL_DESIGN: { target: 'admin_review', actions: ['keepFinalDesigns', 'openVersion'] },
        ...designerMoves,
      },
    },
    admin_review: {
      tags: tagsOf('admin_review'),
      on: {
        ...designerMoves,
        ADMIN_APPROVE: { target: 'review', actions: 'passVersion' },
        ADMIN_REJECT: {
          target: 'in_progress',
          guard: 'hasFeedback',
          actions: ['withdrawFinalDesigns', 'sendBackVersion'],
        },
      },
    },
    review: {
      tags: tagsOf('review'),
      on: {
        ...designerMoves,
        // Under the rule «all» an approval with others still missing is recorded and the order stays.
        CLIENT_APPROVE: [
          { guard: 'approvalsComplete', target: 'completed', actions: ['complete', 'approveVersion'] },
          { actions: 'awaitOtherApprovals' },
        ],
        REQUEST_CHANGES: {
          target: 'in_progress',
          guard: 'canRequestChanges',
          actions: ['countRevision', 'withdrawFinalDesigns', 'askChangesOnVersion'],
        },
      },
    },
    completed: { tags: tagsOf('completed'), type: 'final' },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof projectLifecycle>;

/**
 * What a decision did to the versions: opened the next one, moved the latest one to a status, or
 * left them as they were.
 */
export type VersionChange = { opened: VersionStatus } | { moved: VersionStatus } | null;

export function versionChange(before: VersionStatus | null, after: VersionStatus | null): VersionChange {
  if (after === null || after === before) return null;
  return after === OPENED ? { opened: after } : { moved: after };
}

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

export type LifecycleDecision = ({ allowed: true } & LifecycleState) | { allowed: false; reason: LifecycleRefusal };

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
    const [next] = transition(projectLifecycle, snapshot, event);
    return { allowed: true, status: next.value as ProjectStatus, context: next.context };
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

/** The events the machine would take now (feedback assumed given), in the contract's order. */
export function possibleEvents(state: LifecycleState): LifecycleEventType[] {
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

/** The timeline's and the outbox's name of what happened, in the past tense. */
export const RECORDED_AS: Record<LifecycleEventType, ProjectEventType> = {
  DESIGNER_ASSIGNED: 'DesignerAssigned',
  DESIGNER_CHANGED: 'DesignerChanged',
  DESIGNER_UNASSIGNED: 'DesignerUnassigned',
  START_WORK: 'WorkStarted',
  SUBMIT_FINAL_DESIGN: 'FinalDesignsSubmitted',
  ADMIN_APPROVE: 'DesignApprovedByAdmin',
  ADMIN_REJECT: 'DesignRejectedByAdmin',
  CLIENT_APPROVE: 'DesignApprovedByClient',
  REQUEST_CHANGES: 'ChangesRequested',
};
