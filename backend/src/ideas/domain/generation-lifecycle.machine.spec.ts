import { GENERATION_EVENTS, GENERATION_LIFECYCLE, type GenerationEventType } from './generation-lifecycle.machine.js';
import { GENERATION_STATUSES, type GenerationStatus } from './generation-state.js';

/** Every status × every event: the next status, or refused (absent). */
const TABLE: Record<GenerationStatus, Partial<Record<GenerationEventType, GenerationStatus>>> = {
  queued: { START: 'running', SUCCEED: 'done', FAIL: 'failed' },
  running: { SUCCEED: 'done', FAIL: 'failed' },
  done: {},
  failed: {},
};

describe('a month plan generation’s lifecycle machine', () => {
  const cases = GENERATION_STATUSES.flatMap((status) => GENERATION_EVENTS.map((type) => [status, type] as const));

  it.each(cases)('%s + %s: the next status, or refused', (status, type) => {
    expect(GENERATION_LIFECYCLE.next(status, { type })).toBe(TABLE[status][type] ?? null);
  });

  it('starts queued and ends once, done or failed', () => {
    expect(GENERATION_LIFECYCLE.initial).toBe('queued');
    expect(GENERATION_STATUSES.filter((status) => GENERATION_LIFECYCLE.isFinal(status))).toEqual(['done', 'failed']);
  });

  it('names the statuses each event moves from, for the worker’s conditional updates', () => {
    expect(GENERATION_LIFECYCLE.move('START')).toEqual({ from: ['queued'], to: 'running' });
    expect(GENERATION_LIFECYCLE.move('SUCCEED')).toEqual({ from: ['queued', 'running'], to: 'done' });
    expect(GENERATION_LIFECYCLE.move('FAIL')).toEqual({ from: ['queued', 'running'], to: 'failed' });
  });
});
