import { setup } from 'xstate';
import { statusMachine } from '../../common/domain/status-machine.js';
import type { GenerationStatus } from './generation-state.js';

/** What happens to a month plan generation: the worker takes it up, and it ends with its ideas or its reason. */
export type GenerationEvent = { type: 'START' } | { type: 'SUCCEED' } | { type: 'FAIL' };
export type GenerationEventType = GenerationEvent['type'];
export const GENERATION_EVENTS: readonly GenerationEventType[] = ['START', 'SUCCEED', 'FAIL'];

/**
 * A month plan generation (the `idea_generation` row): `queued` when the client asks, `running`
 * once the worker takes it up, and then `done` or `failed`, once: an ended generation takes no
 * event, so a redelivered job writes nothing twice. It may end straight from `queued` (the worker
 * ends it in the transaction that writes the ideas, whether or not its start was stored).
 */
const generationLifecycle = setup({ types: { events: {} as GenerationEvent } }).createMachine({
  id: 'generation',
  initial: 'queued',
  states: {
    queued: { on: { START: 'running', SUCCEED: 'done', FAIL: 'failed' } },
    running: { on: { SUCCEED: 'done', FAIL: 'failed' } },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});

export const GENERATION_LIFECYCLE = statusMachine<GenerationStatus, GenerationEvent>(generationLifecycle);
