import { setup } from 'xstate';
import type { IdeaStatus } from '../../contracts/ideas.js';
import { statusMachine } from '../../common/domain/status-machine.js';

/** What happens to an idea: the client edits it, sends it, its order's approval finishes it, the client marks it posted. */
export type IdeaEvent = { type: 'EDIT' } | { type: 'SEND' } | { type: 'ORDER_COMPLETED' } | { type: 'MARK_POSTED' };
export type IdeaEventType = IdeaEvent['type'];
export const IDEA_EVENTS: readonly IdeaEventType[] = ['EDIT', 'SEND', 'ORDER_COMPLETED', 'MARK_POSTED'];

/**
 * An idea's way (spec 000 §3 "content idea"): written as an `idea`, edited into a `draft`, sent
 * (`in_production`: the order's now, no longer edited or sent again), finished by its order's
 * approval (`completed`), marked `posted` by the client. Anything else is refused.
 */
const ideaLifecycle = setup({ types: { events: {} as IdeaEvent } }).createMachine({
  id: 'idea',
  initial: 'idea',
  states: {
    idea: { on: { EDIT: 'draft', SEND: 'in_production' } },
    draft: { on: { EDIT: 'draft', SEND: 'in_production' } },
    in_production: { on: { ORDER_COMPLETED: 'completed' } },
    completed: { on: { MARK_POSTED: 'posted' } },
    posted: { type: 'final' },
  },
});

export const IDEA_LIFECYCLE = statusMachine<IdeaStatus, IdeaEvent>(ideaLifecycle);
