import { nextMeasurement } from './post-figures.js';

const PUBLISHED = new Date('2026-11-02T09:00:00Z');
const after = (hours: number) => new Date(PUBLISHED.getTime() + hours * 3_600_000);

describe('nextMeasurement', () => {
  it.each([
    ['right after publishing', 0, after(1)],
    ['on its second day', 47, after(48)],
    ['after two days: daily', 48, after(72)],
    ['on its 29th day', 29 * 24, after(30 * 24)],
    ['a month on: no more', 30 * 24, null],
  ])('%s', (_, hours, expected) => {
    expect(nextMeasurement(PUBLISHED, after(hours))).toEqual(expected);
  });
});
