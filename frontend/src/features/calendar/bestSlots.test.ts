import { isoWeekday, proposeSlots, zurichHourIso, type BestTime } from './bestSlots';

const ig = (weekday: number, hour: number, score: number): BestTime => ({ network: 'instagram', weekday, hour, score });

describe('isoWeekday and zurichHourIso', () => {
  it.each([
    ['2026-11-30', 1],
    ['2026-12-01', 2],
    ['2026-12-06', 7],
  ])('%s is weekday %i', (day, weekday) => expect(isoWeekday(day)).toBe(weekday));

  it.each([
    ['2026-12-01', 18, '2026-12-01T18:00:00+01:00'],
    ['2026-07-01', 9, '2026-07-01T09:00:00+02:00'],
    // The night the clocks go forward: 03:00 is summer time already.
    ['2026-03-29', 3, '2026-03-29T03:00:00+02:00'],
  ])('%s at %i in Zurich is %s', (day, hour, iso) => expect(zurichHourIso(day, hour)).toBe(iso));
});

describe('proposeSlots', () => {
  // 2026-11-29 is a Sunday: Tuesdays are 1.12., 8.12., 15.12. …
  const today = '2026-11-29';

  it('takes the best weekday and hour first, one post a day, chronologically', () => {
    const slots = proposeSlots({
      bestTimes: [ig(2, 18, 0.9), ig(4, 12, 0.5), { network: 'facebook', weekday: 1, hour: 8, score: 1 }],
      network: 'instagram',
      taken: [],
      count: 3,
      today,
    });
    expect(slots.map((slot) => slot.at)).toEqual([
      '2026-12-01T18:00:00+01:00',
      '2026-12-08T18:00:00+01:00',
      '2026-12-15T18:00:00+01:00',
    ]);
  });

  it('leaves out days that already have a post on the network, then falls back to the next best', () => {
    const slots = proposeSlots({
      bestTimes: [ig(2, 18, 0.9), ig(4, 12, 0.5)],
      network: 'instagram',
      taken: ['2026-12-01T09:00:00.000Z', '2026-12-08T17:00:00.000Z'],
      count: 6,
      today,
      horizon: 21,
    });
    // Tuesday 15.12. and the Thursdays 3., 10. and 17.12.; then a second post on a busy day at a ranked
    // hour not itself taken: 1.12. 18:00 (8.12. 18:00 is taken). Five: the three weeks have no more.
    expect(slots.map((slot) => slot.at)).toEqual([
      '2026-12-01T18:00:00+01:00',
      '2026-12-03T12:00:00+01:00',
      '2026-12-10T12:00:00+01:00',
      '2026-12-15T18:00:00+01:00',
      '2026-12-17T12:00:00+01:00',
    ]);
  });

  it('never proposes an hour that has a post of the company, nor one proposed to an earlier order', () => {
    // One Tuesday (1.12.) in the week: its 18:00 is taken by a post at 18:30, so only 12:00 is left.
    const slots = proposeSlots({
      bestTimes: [ig(2, 18, 0.9), ig(2, 12, 0.5)],
      network: 'instagram',
      taken: ['2026-12-01T17:30:00.000Z'],
      count: 3,
      today,
      horizon: 7,
    });
    expect(slots.map((slot) => slot.at)).toEqual(['2026-12-01T12:00:00+01:00']);
  });

  it('proposes 09:00 every day when the network has no ranking', () => {
    const slots = proposeSlots({ bestTimes: [], network: 'linkedin', taken: [], count: 2, today });
    expect(slots.map((slot) => slot.at)).toEqual(['2026-11-30T09:00:00+01:00', '2026-12-01T09:00:00+01:00']);
  });

  it('proposes fewer when the month is full', () => {
    const slots = proposeSlots({
      bestTimes: [ig(2, 18, 1)],
      network: 'instagram',
      taken: [],
      count: 9,
      today,
      horizon: 14,
    });
    expect(slots).toHaveLength(2);
  });
});
