import { setup, transition, type SnapshotFrom } from 'xstate';
import type { ScheduledPostStatus } from '../../contracts/publishing.js';

/**
 * A scheduled post's lifecycle (docs/decisions.md "Publishing"). It waits `scheduled` (editable,
 * cancellable) until its time; the publish job moves it to `publishing` before the first call to the
 * network, and from there it ends `published`, `failed` (the network refused the post: retrying the
 * same would not help) or `needs_attention` (the account must be connected again, or nobody can
 * tell whether an interrupted publication went out). The last two may be scheduled again, by a
 * person who looked. `publishing` is left by the publish job only: there is no way back to
 * `scheduled` from it, so a post is never handed to the network twice by the product.
 */
export type ScheduledPostEvent =
  /** Caption, hashtags, time or account changed. */
  | { type: 'EDIT' }
  /** Removed before it went out. */
  | { type: 'CANCEL' }
  /** The publish job takes it: the next calls go to the network. */
  | { type: 'START' }
  | { type: 'PUBLISHED' }
  | { type: 'FAIL' }
  | { type: 'NEEDS_ATTENTION' }
  /** A person schedules a failed post or one that needed attention again. */
  | { type: 'RESCHEDULE' };

export type ScheduledPostEventType = ScheduledPostEvent['type'];

const scheduledPostMachine = setup({
  types: { events: {} as ScheduledPostEvent },
}).createMachine({
  id: 'scheduledPost',
  initial: 'scheduled',
  states: {
    scheduled: {
      on: {
        EDIT: 'scheduled',
        CANCEL: 'scheduled',
        START: 'publishing',
        // The account was disconnected before its time: nothing went out.
        NEEDS_ATTENTION: 'needs_attention',
      },
    },
    publishing: { on: { PUBLISHED: 'published', FAIL: 'failed', NEEDS_ATTENTION: 'needs_attention' } },
    published: { type: 'final' },
    failed: { on: { RESCHEDULE: 'scheduled' } },
    needs_attention: { on: { RESCHEDULE: 'scheduled' } },
  },
});

type ScheduledPostSnapshot = SnapshotFrom<typeof scheduledPostMachine>;

export type ScheduledPostDecision = { allowed: true; status: ScheduledPostStatus } | { allowed: false };

function restore(status: ScheduledPostStatus): ScheduledPostSnapshot {
  return scheduledPostMachine.resolveState({ value: status, context: {} });
}

/** Whether the event may happen to a post in this status, and the status it then has. */
export function decidePost(status: ScheduledPostStatus, event: ScheduledPostEvent): ScheduledPostDecision {
  const snapshot = restore(status);
  if (!snapshot.can(event)) return { allowed: false };
  const [next] = transition(scheduledPostMachine, snapshot, event);
  return { allowed: true, status: next.value as ScheduledPostStatus };
}
