import { DateTime } from 'luxon';
import { atLocalTime, BusinessCalendar, dayOf, hourInZurich, nextDay, startOfDay } from './business-calendar.js';

const zurich = new BusinessCalendar('ZH');
const bern = new BusinessCalendar('BE');
const HOUR = 3_600_000;

describe('Zurich business days', () => {
  it.each([
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-04-07', true, 'the Tuesday after Easter'],
    ['2026-05-14', false, 'Ascension'],
    ['2026-05-15', true, 'the Friday after Ascension'],
    ['2026-05-25', false, 'Whit Monday'],
    ['2025-08-01', false, '1 August (a Friday)'],
    ['2025-12-25', false, 'Christmas'],
    ['2025-12-26', false, "St Stephen's Day"],
    ['2025-12-29', true, 'the Monday after'],
    ['2026-01-01', false, "New Year's Day"],
    ['2026-05-01', false, "Zurich's own 1 May"],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-27', true, 'a Friday'],
  ])('%s is a business day: %s (%s)', (day, expected) => {
    expect(zurich.isBusinessDay(day)).toBe(expected);
  });

  it("knows each canton's own holidays: 1 May in Zurich, 2 January in Bern", () => {
    expect(bern.isBusinessDay('2026-05-01')).toBe(true);
    expect(zurich.isBusinessDay('2026-05-01')).toBe(false);
    expect(bern.isBusinessDay('2026-01-02')).toBe(false);
    expect(zurich.isBusinessDay('2026-01-02')).toBe(true);
  });

  it.each([
    ['2026-11-26', 1, '2026-11-27', 'Thursday + 1: Friday'],
    ['2026-11-27', 1, '2026-11-30', 'Friday + 1: Monday'],
    ['2026-11-28', 1, '2026-11-30', 'Saturday + 1: Monday'],
    ['2026-04-02', 1, '2026-04-07', 'the Thursday before Easter + 1: over Good Friday, the weekend and Easter Monday'],
    ['2026-05-13', 3, '2026-05-19', 'over Ascension and a weekend'],
    ['2026-05-22', 1, '2026-05-26', 'over the Whitsun weekend'],
    ['2025-12-24', 2, '2025-12-30', 'over Christmas, St Stephen and a weekend'],
    ['2025-07-31', 1, '2025-08-04', 'over 1 August and a weekend'],
    ['2026-04-30', 1, '2026-05-04', "over Zurich's 1 May and a weekend"],
  ])('%s + %i business days is %s (%s)', (day, n, expected) => {
    expect(zurich.nthBusinessDayAfter(day, n)).toBe(expected);
  });

  it.each([
    ['2026-03-28', 1, '2026-03-29', 'into the 23-hour day of summer time'],
    ['2026-03-29', 1, '2026-03-30', 'out of it'],
    ['2026-10-25', 1, '2026-10-26', 'out of the 25-hour day'],
    ['2025-12-31', 1, '2026-01-01', 'over the new year'],
    ['2028-02-28', 1, '2028-02-29', 'into a leap day'],
    ['2026-11-29', 7, '2026-12-06', 'a week on, over a month end'],
    ['2026-01-01', -1, '2025-12-31', 'back over the new year'],
  ])('the day %s + %i is %s (%s)', (day, n, expected) => {
    expect(nextDay(day, n)).toBe(expected);
  });

  it('refuses a number of days that is not a whole number of at least 1', () => {
    expect(() => zurich.nthBusinessDayAfter('2026-11-26', 0)).toThrow(RangeError);
    expect(() => zurich.nthBusinessDayAfter('2026-11-26', 1.5)).toThrow(RangeError);
  });

  it('keeps local time across daylight saving changes (the last Sundays of March and October)', () => {
    expect(startOfDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(atLocalTime('2026-10-26', 7).toISOString()).toBe('2026-10-26T06:00:00.000Z');
    expect(atLocalTime('2026-10-23', 7).toISOString()).toBe('2026-10-23T05:00:00.000Z');
    // 23:30 UTC on Saturday is already Sunday in Zurich (summer time).
    expect(dayOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it("answers Zurich's day and hour as luxon does, minute by minute around both clock changes and at odd milliseconds", () => {
    const instants: Date[] = [];
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z'])
      for (let minute = -180; minute <= 180; minute += 1)
        instants.push(new Date(new Date(change).getTime() + minute * 60_000 + (minute % 7) * 1_003));
    instants.push(new Date('2026-12-31T22:59:59.999Z'), new Date('2026-12-31T23:00:00.000Z'), new Date(0));
    for (const instant of instants) {
      const local = DateTime.fromJSDate(instant, { zone: 'Europe/Zurich' });
      expect([instant.toISOString(), dayOf(instant), hourInZurich(instant)]).toEqual([
        instant.toISOString(),
        local.toISODate(),
        local.hour,
      ]);
    }
  });

  it('counts business time only on business days, whatever their length', () => {
    // Friday 18:00 to Monday 06:00: six hours of Friday, six of Monday.
    expect(zurich.businessTimeBetween(new Date('2026-11-27T17:00:00Z'), new Date('2026-11-30T05:00:00Z'))).toBe(
      12 * HOUR,
    );
    // Over the DST weekend in March: Friday's last hour and Monday's first (the short Sunday does not count).
    expect(zurich.businessTimeBetween(new Date('2026-03-27T22:00:00Z'), new Date('2026-03-29T23:00:00Z'))).toBe(
      2 * HOUR,
    );
    // Six business hours from Friday 18:00 end at Friday's midnight; the seventh is Monday's first.
    expect(zurich.afterBusinessTime(new Date('2026-11-27T17:00:00Z'), 6 * HOUR).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    expect(zurich.afterBusinessTime(new Date('2026-11-27T17:00:00Z'), 7 * HOUR).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });
});
