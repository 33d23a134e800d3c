import { currentZurichMonth, initialsOf } from './zurich-month.js';

describe('Zurich months and initials', () => {
  it('is already the next month in Zurich when UTC is still the last day', () => {
    expect(currentZurichMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(currentZurichMonth(new Date('2026-10-31T22:59:00Z'))).toBe('2026-10');
    // Summer time (UTC+2).
    expect(currentZurichMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
  });

  it.each([
    ['Dora Designer', 'DD'],
    ['  anna   maria  keller ', 'AK'],
    ['Özil', 'ÖZ'],
    ['X', 'X'],
    ['', ''],
  ])('initials of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
