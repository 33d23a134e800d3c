import { Clock } from '../src/common/clock.js';
import type { TestApp } from './test-app.js';

/** The app's clock, stopped at a moment the test sets (and moves): what it injects everywhere. */
export function stoppedClock(app: TestApp, start: Date): { set(at: Date | string): void; now(): Date } {
  const clock = app.get<Clock>(Clock);
  let current = start;
  clock.now = () => new Date(current);
  return {
    set(at) {
      current = new Date(at);
    },
    now: () => new Date(current),
  };
}
