import { exceedsLimit } from './network-limit.js';

const INSTAGRAM = { total: 50, windowHours: 24 };
const at = (hours: number) => new Date(Date.UTC(2026, 11, 1, 0, 0) + hours * 3_600_000);
const hourly = (from: number, count: number) => Array.from({ length: count }, (_, index) => at(from + index * 0.25));

describe('exceedsLimit', () => {
  it('refuses the 51st post within 24 hours', () => {
    expect(exceedsLimit(hourly(0, 50), at(13), INSTAGRAM)).toBe(true);
  });

  it('takes the 50th', () => {
    expect(exceedsLimit(hourly(0, 49), at(13), INSTAGRAM)).toBe(false);
  });

  it('counts a rolling window: 50 posts a day earlier leave room once 24 hours passed', () => {
    expect(exceedsLimit(hourly(0, 50), at(12.25 + 24), INSTAGRAM)).toBe(false);
    expect(exceedsLimit(hourly(0, 50), at(23.9), INSTAGRAM)).toBe(true);
  });

  it('counts posts after the new one too', () => {
    expect(exceedsLimit(hourly(10, 50), at(0), INSTAGRAM)).toBe(true);
    expect(exceedsLimit(hourly(24, 50), at(0), INSTAGRAM)).toBe(false);
  });
});
