import { setup, transition, type SnapshotFrom } from 'xstate';
import type { LifecycleEventType, ProjectStatus } from '../../contracts/projects.js';

/** What the lifecycle needs to know about an order to decide a transition. */
export interface LifecycleContext {
  reviewCount: number;
  maxReviews: number;
}

export type LifecycleEvent =
  | { type: 'DESIGNER_ASSIGNED' }
  | { type: 'START_WORK' }
  | { type: 'SUBMIT_FINAL_DESIGN' }
  | { type: 'ADMIN_APPROVE' }
  | { type: 'ADMIN_REJECT'; feedback: string }
  | { type: 'CLIENT_APPROVE' }
  | { type: 'REQUEST_CHANGES'; feedback: string };

const hasFeedback = (event: LifecycleEvent) => 'feedback' in event && event.feedback.trim().length > 0;
const hasRevisionsLeft = (context: LifecycleContext) => context.reviewCount < context.maxReviews;

/**
 * The order lifecycle: the single authority on which transition is allowed.
 *
 * pending_approval is where an order waits while its client has no designer yet; assigning one
 * (DESIGNER_ASSIGNED) makes it new. The machine is pure: handlers restore a snapshot from the
 * stored status, ask it, and store the next status.
 */
export const projectLifecycle = setup({
  types: { context: {} as LifecycleContext, events: {} as LifecycleEvent, input: {} as LifecycleContext },
  guards: {
    hasFeedback: ({ event }) => hasFeedback(event),
    canRequestChanges: ({ context, event }) => hasRevisionsLeft(context) && hasFeedback(event),
  },
}).createMachine({
  id: 'project',
  initial: 'new',
  context: ({ input }) => ({ ...input }),
  states: {
    pending_approval: { on: { DESIGNER_ASSIGNED: 'new' } },
    new: { on: { START_WORK: 'in_progress' } },
    in_progress: { on: { SUBMIT_FINAL_DESIGN: 'admin_review' } },
    admin_review: {
      on: {
        ADMIN_APPROVE: 'review',
        ADMIN_REJECT: { target: 'in_progress', guard: 'hasFeedback' },
      },
    },
    review: {
      on: {
        CLIENT_APPROVE: 'completed',
        REQUEST_CHANGES: { target: 'in_progress', guard: 'canRequestChanges' },
      },
    },
    completed: { type: 'final' },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof projectLifecycle>;

/** Why an event was refused: not allowed in this status, no revisions left, or no feedback text. */
export type LifecycleRefusal = 'INVALID_TRANSITION' | 'REVISIONS_EXHAUSTED' | 'FEEDBACK_REQUIRED';

export type LifecycleDecision = { allowed: true; next: ProjectStatus } | { allowed: false; reason: LifecycleRefusal };

/** The snapshot of an order in its stored status. */
export function restore(status: ProjectStatus, context: LifecycleContext): LifecycleSnapshot {
  return projectLifecycle.resolveState({ value: status, context });
}

/** Asks the machine whether the event may happen now, and what the order's next status is. */
export function decide(status: ProjectStatus, context: LifecycleContext, event: LifecycleEvent): LifecycleDecision {
  const snapshot = restore(status, context);
  if (snapshot.can(event)) {
    const [next] = transition(projectLifecycle, snapshot, event);
    return { allowed: true, next: next.value as ProjectStatus };
  }
  if (!projectLifecycle.states[status]?.on[event.type]) return { allowed: false, reason: 'INVALID_TRANSITION' };
  // The status knows the event, so a guard said no: say which one.
  // No revisions left says more than missing text: no text would help.
  if (event.type === 'REQUEST_CHANGES' && !hasRevisionsLeft(context)) return { allowed: false, reason: 'REVISIONS_EXHAUSTED' };
  if ('feedback' in event && !hasFeedback(event)) return { allowed: false, reason: 'FEEDBACK_REQUIRED' };
  return { allowed: false, reason: 'INVALID_TRANSITION' };
}

/** The events the machine would take now (feedback assumed given), for the API's allowedActions. */
export function possibleEvents(status: ProjectStatus, context: LifecycleContext): LifecycleEventType[] {
  const snapshot = restore(status, context);
  const probes: LifecycleEvent[] = [
    { type: 'DESIGNER_ASSIGNED' },
    { type: 'START_WORK' },
    { type: 'SUBMIT_FINAL_DESIGN' },
    { type: 'ADMIN_APPROVE' },
    { type: 'ADMIN_REJECT', feedback: 'x' },
    { type: 'CLIENT_APPROVE' },
    { type: 'REQUEST_CHANGES', feedback: 'x' },
  ];
  return probes.filter((event) => snapshot.can(event)).map((event) => event.type);
}
