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
  /** Caption, hashtags, time or account changed; `moved`: its time did (the publish job is planned again). */
  | { type: 'EDIT'; moved?: boolean }
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

/** The events a post records for its owners (and the publish job hears of), in the past tense. */
type ScheduledPostRecord = 'PostScheduled' | 'PostPublished' | 'PostFailed' | 'PostNeedsAttention';

/**
 * What a transition asks the store to do besides taking the next status (the actions `transition()`
 * returns; the scheduled posts' runner, scheduled-post-runner.ts, carries them out):
 * - `record`: the outbox's event (`as`), written with the post's row;
 * - `startOver`: a new publication — its checkpoint, attempts, error, proof and first comment's
 *   outcome start empty;
 * - `forget`: the post goes (nothing went out; its delayed job finds nothing to do).
 */
export type ScheduledPostEffect =
  | { type: 'record'; params: { as: ScheduledPostRecord } }
  | { type: 'startOver'; params: undefined }
  | { type: 'forget'; params: undefined };

/** An effect's implementation in the machine: none (the runner carries it out), typed by its parameters. */
const effect =
  <Params = undefined>() =>
  (...args: [unknown, Params]): void =>
    void args;

/** The effect as the transition names it, with its parameters. */
const record = (as: ScheduledPostRecord) => ({ type: 'record', params: { as } }) as const;

const scheduledPostMachine = setup({
  types: { events: {} as ScheduledPostEvent },
  actions: {
    // The effects: nothing to do inside the machine; `transition()` hands them to the runner.
    record: effect<{ as: ScheduledPostRecord }>(),
    startOver: effect(),
    forget: effect(),
  },
  guards: {
    moved: ({ event }) => event.type === 'EDIT' && event.moved === true,
  },
}).createMachine({
  id: 'scheduledPost',
  initial: 'scheduled',
  states: {
    scheduled: {
      on: {
        EDIT: [{ guard: 'moved', target: 'scheduled', actions: record('PostScheduled') }, { target: 'scheduled' }],
        CANCEL: { target: 'scheduled', actions: 'forget' },
        START: 'publishing',
        // The account was disconnected before its time: nothing went out.
        NEEDS_ATTENTION: { target: 'needs_attention', actions: record('PostNeedsAttention') },
      },
    },
    publishing: {
      on: {
        PUBLISHED: { target: 'published', actions: record('PostPublished') },
        FAIL: { target: 'failed', actions: record('PostFailed') },
        NEEDS_ATTENTION: { target: 'needs_attention', actions: record('PostNeedsAttention') },
      },
    },
    published: { type: 'final' },
    failed: { on: { RESCHEDULE: { target: 'scheduled', actions: ['startOver', record('PostScheduled')] } } },
    needs_attention: { on: { RESCHEDULE: { target: 'scheduled', actions: ['startOver', record('PostScheduled')] } } },
  },
});

type ScheduledPostSnapshot = SnapshotFrom<typeof scheduledPostMachine>;

export type ScheduledPostDecision =
  { allowed: true; status: ScheduledPostStatus; effects: ScheduledPostEffect[] } | { allowed: false };

const EFFECTS: ReadonlySet<string> = new Set<ScheduledPostEffect['type']>(['record', 'startOver', 'forget']);

function restore(status: ScheduledPostStatus): ScheduledPostSnapshot {
  return scheduledPostMachine.resolveState({ value: status, context: {} });
}

/** Whether the event may happen to a post in this status, the status it then has, and the effects, in order. */
export function decidePost(status: ScheduledPostStatus, event: ScheduledPostEvent): ScheduledPostDecision {
  const snapshot = restore(status);
  if (!snapshot.can(event)) return { allowed: false };
  const [next, actions] = transition(scheduledPostMachine, snapshot, event);
  const effects = actions
    .filter((action) => EFFECTS.has(action.type))
    .map((action) => ({ type: action.type, params: action.params }) as ScheduledPostEffect);
  return { allowed: true, status: next.value as ScheduledPostStatus, effects };
}
