import { currentMonth, ideaSlots, monthKey, nextMonth, weekOfMonth, workingDays, zurichDay } from './month-plan.js';

describe('the month plan calendar', () => {
  it('plans the next calendar month in Zurich, across the turn of the year and of the day', () => {
    expect(nextMonth(new Date('2026-11-23T10:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(nextMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({ year: 2027, month: 1 });
    // 23:30 UTC on 31 October is already 1 November in Zurich.
    expect(nextMonth(new Date('2026-10-31T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(monthKey({ year: 2027, month: 1 })).toBe('2027-01');
  });

  it('counts Monday to Friday only', () => {
    const december = workingDays({ year: 2026, month: 12 });
    expect(december).toHaveLength(23);
    expect(december[0]).toBe('2026-12-01');
    expect(december).not.toContain('2026-12-05'); // a Saturday
    expect(december.at(-1)).toBe('2026-12-31');
    expect(workingDays({ year: 2027, month: 2 })).toHaveLength(20);
  });

  it('numbers the weeks from the one that holds the 1st, each Monday starting the next', () => {
    // 1 December 2026 is a Tuesday: 1–6 December are week 1, Monday 7 December starts week 2.
    expect(weekOfMonth('2026-12-01')).toBe(1);
    expect(weekOfMonth('2026-12-06')).toBe(1);
    expect(weekOfMonth('2026-12-07')).toBe(2);
    expect(weekOfMonth('2026-12-31')).toBe(5);
    // 1 February 2027 is a Monday: week 1 is 1–7 February.
    expect(weekOfMonth('2027-02-07')).toBe(1);
    expect(weekOfMonth('2027-02-08')).toBe(2);
  });

  it('makes one slot per idea of the monthly limits, types interleaved, spread over the working days', () => {
    const slots = ideaSlots({ post: 8, carousel: 2, reel: 1 }, { year: 2026, month: 12 });
    expect(slots).toHaveLength(11);
    expect(slots.filter((slot) => slot.contentType === 'post')).toHaveLength(8);
    expect(slots.filter((slot) => slot.contentType === 'carousel')).toHaveLength(2);
    expect(slots.filter((slot) => slot.contentType === 'reel')).toHaveLength(1);
    expect(slots.slice(0, 3).map((slot) => slot.contentType)).toEqual(['post', 'carousel', 'reel']);
    const working = new Set(workingDays({ year: 2026, month: 12 }));
    for (const slot of slots) {
      expect(working.has(slot.date)).toBe(true);
      expect(slot.weekNumber).toBe(weekOfMonth(slot.date));
    }
    const dates = slots.map((slot) => slot.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(11);
    // Spread: the first in week 1, the last in the month's last week.
    expect(slots[0].weekNumber).toBe(1);
    expect(slots.at(-1)!.weekNumber).toBe(5);
  });

  it('has no slot without limits', () => {
    expect(ideaSlots({ post: 0, carousel: 0, reel: 0 }, { year: 2026, month: 12 })).toEqual([]);
  });

  it('plans this month from today on, and takes the whole month when no working day is left', () => {
    const slots = ideaSlots({ post: 4, carousel: 0, reel: 0 }, { year: 2026, month: 12 }, '2026-12-21');
    expect(slots.map((slot) => slot.date)).toEqual(['2026-12-21', '2026-12-23', '2026-12-25', '2026-12-29']);
    expect(ideaSlots({ post: 1, carousel: 0, reel: 0 }, { year: 2026, month: 12 }, '2027-01-01')[0]!.date).toBe(
      '2026-12-01',
    );
  });

  it("names Zurich's month and day, not UTC's", () => {
    const newYearInZurich = new Date('2026-12-31T23:30:00Z');
    expect(monthKey(currentMonth(newYearInZurich))).toBe('2027-01');
    expect(zurichDay(newYearInZurich)).toBe('2027-01-01');
  });
});
