import { confirmsCompany, erasureDueAt, exportExpiresAt, olderThan } from './privacy-terms.js';

describe('privacy terms', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');

  it('an erasure runs 30 days after it was asked for, an export lasts 7 days', () => {
    expect(erasureDueAt(now).toISOString()).toBe('2026-12-29T10:00:00.000Z');
    expect(exportExpiresAt(now).toISOString()).toBe('2026-12-06T10:00:00.000Z');
    expect(olderThan(now, 1).toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });

  it.each([
    ['Muster AG', 'Muster AG', true],
    ['  muster   ag ', 'Muster AG', true],
    ['Muster', 'Muster AG', false],
    ['', '', false],
    ['Müller GmbH', 'Müller GmbH', true],
  ])('confirm %j for %j: %s', (confirm, name, expected) => {
    expect(confirmsCompany(confirm, name)).toBe(expected);
  });
});
