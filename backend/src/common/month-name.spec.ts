import { monthName } from './month-name.js';

describe('monthName', () => {
  it('names a month in de-CH', () => {
    expect(monthName('2026-12')).toBe('Dezember 2026');
    expect(monthName('2027-01')).toBe('Januar 2027');
    expect(monthName('2027-03')).toBe('März 2027');
  });

  it('leaves anything that is no month as it is', () => {
    expect(monthName('2026-13')).toBe('2026-13');
    expect(monthName('Dezember')).toBe('Dezember');
  });
});
