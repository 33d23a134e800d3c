import type { PublishingLimit } from '../social/index.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether one more post at `at` would exceed the network's limit: some window of `windowHours`
 * that contains `at` would then hold more than `total` posts. `others`: the account's other posts'
 * times (scheduled, publishing or published), any order.
 */
export function exceedsLimit(others: readonly Date[], at: Date, limit: PublishingLimit): boolean {
  const span = limit.windowHours * HOUR_MS;
  const time = at.getTime();
  const near = others
    .map((other) => other.getTime())
    .filter((other) => Math.abs(other - time) < span)
    .sort((a, b) => a - b);
  // The fullest window holding `at` starts at its earliest post: one of those before `at`, or `at` itself.
  const starts = [time, ...near.filter((other) => other <= time)];
  return starts.some(
    (start) => near.filter((other) => other >= start && other < start + span).length + 1 > limit.total,
  );
}
