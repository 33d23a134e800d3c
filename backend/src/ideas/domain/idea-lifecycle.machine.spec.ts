import { IDEA_STATUSES, type IdeaStatus } from '../../contracts/ideas.js';
import { IDEA_EVENTS, IDEA_LIFECYCLE, type IdeaEventType } from './idea-lifecycle.machine.js';

/** Every status × every event: the next status, or refused (absent). */
const TABLE: Record<IdeaStatus, Partial<Record<IdeaEventType, IdeaStatus>>> = {
  idea: { EDIT: 'draft', SEND: 'in_production' },
  draft: { EDIT: 'draft', SEND: 'in_production' },
  in_production: { ORDER_COMPLETED: 'completed' },
  completed: { MARK_POSTED: 'posted' },
  posted: {},
};

describe('an idea’s lifecycle machine', () => {
  const cases = IDEA_STATUSES.flatMap((status) => IDEA_EVENTS.map((type) => [status, type] as const));

  it.each(cases)('%s + %s: the next status, or refused', (status, type) => {
    expect(IDEA_LIFECYCLE.next(status, { type })).toBe(TABLE[status][type] ?? null);
  });

  it('starts a written idea as an idea and ends it posted', () => {
    expect(IDEA_LIFECYCLE.initial).toBe('idea');
    expect(IDEA_STATUSES.filter((status) => IDEA_LIFECYCLE.isFinal(status))).toEqual(['posted']);
  });

  it('names the statuses each event moves from, for a conditional update', () => {
    expect(IDEA_LIFECYCLE.move('SEND')).toEqual({ from: ['idea', 'draft'], to: 'in_production' });
    expect(IDEA_LIFECYCLE.move('ORDER_COMPLETED')).toEqual({ from: ['in_production'], to: 'completed' });
  });
});
