import { DEFAULT_TURNAROUND } from '../../contracts/clocks.js';
import { PROJECT_STATUSES, type ProjectStatus, type VersionStatus } from '../../contracts/projects.js';
import { BusinessCalendar } from './business-calendar.js';
import { allowanceOf, digestAt, owedMove, remindersOf, sendableAt, stageClock, type OwedMove } from './stage-clock.js';

const calendar = new BusinessCalendar('ZH');
const at = (iso: string) => new Date(iso);
const times = (reminders: ReturnType<typeof remindersOf>) =>
  reminders.map((r) => [r.step, r.at.toISOString(), r.to, r.email]);

describe('who owes the next move', () => {
  const TABLE: Record<ProjectStatus, [VersionStatus | null, OwedMove | null][]> = {
    pending_approval: [
      [null, { stage: 'assign', owedBy: 'admin' }],
      ['withdrawn', { stage: 'assign', owedBy: 'admin' }],
    ],
    new: [
      [null, { stage: 'design', owedBy: 'designer' }],
      ['withdrawn', { stage: 'design', owedBy: 'designer' }],
    ],
    in_progress: [
      [null, { stage: 'design', owedBy: 'designer' }],
      ['sent_back', { stage: 'rework', owedBy: 'designer' }],
      ['changes_requested', { stage: 'rework', owedBy: 'designer' }],
      ['withdrawn', { stage: 'design', owedBy: 'designer' }],
    ],
    admin_review: [['in_check', { stage: 'check', owedBy: 'admin' }]],
    review: [['in_review', { stage: 'review', owedBy: 'client' }]],
    completed: [['approved', null]],
  };

  it.each(
    PROJECT_STATUSES.flatMap((status) => TABLE[status].map(([version, owed]) => [status, version, owed] as const)),
  )('%s with the latest version %s: %j', (status, version, owed) => {
    expect(owedMove(status, version)).toEqual(owed);
  });

  it("times each stage with its plan's allowance, an order without a designer with the admins' check", () => {
    const turnaround = { design: 5, check: 2, rework: 4, review: 3 };
    expect(
      ['assign', 'design', 'check', 'rework', 'review'].map((stage) =>
        allowanceOf(stage as OwedMove['stage'], turnaround),
      ),
    ).toEqual([2, 5, 2, 4, 3]);
  });
});

describe('a stage clock', () => {
  const design: OwedMove = { stage: 'design', owedBy: 'designer' };
  const started = at('2026-11-23T09:00:00Z'); // Monday 10:00 in Zurich

  it.each([
    ['2026-11-25T22:59:00Z', 'on_time', 'Wednesday 23:59'],
    ['2026-11-25T23:00:00Z', 'due_today', 'Thursday 00:00'],
    ['2026-11-26T22:59:59Z', 'due_today', 'Thursday 23:59:59'],
    ['2026-11-26T23:00:00Z', 'overdue', 'Friday 00:00'],
  ])('three days from Monday are due on Thursday: at %s it is %s (%s)', (now, state) => {
    const clock = stageClock(design, started, DEFAULT_TURNAROUND.design, calendar, at(now));
    expect(clock).toMatchObject({ dueDay: '2026-11-26', state, businessDaysAllowed: 3 });
    expect(clock.dueAt.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('counts a stage started on a Friday evening from the Monday', () => {
    const clock = stageClock(
      { stage: 'check', owedBy: 'admin' },
      at('2026-11-27T19:30:00Z'),
      1,
      calendar,
      at('2026-11-28T10:00:00Z'),
    );
    expect(clock).toMatchObject({ dueDay: '2026-11-30', state: 'on_time' });
  });

  it('keeps the due day across the change to summer time', () => {
    // Friday 27 March 2026, 15:00; two days over the weekend of the change: Tuesday 31 March, due until its local midnight.
    const clock = stageClock(design, at('2026-03-27T14:00:00Z'), 2, calendar, at('2026-03-31T21:59:00Z'));
    expect(clock).toMatchObject({ dueDay: '2026-03-31', state: 'due_today' });
    expect(clock.dueAt.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('sending hours', () => {
  it.each([
    ['2026-11-26T12:00:00Z', '2026-11-26T12:00:00.000Z', 'Thursday 13:00: now'],
    ['2026-11-26T05:59:00Z', '2026-11-26T06:00:00.000Z', 'Thursday 06:59: at 07:00'],
    ['2026-11-26T18:00:00Z', '2026-11-27T06:00:00.000Z', 'Thursday 19:00: Friday 07:00'],
    ['2026-11-27T20:00:00Z', '2026-11-30T06:00:00.000Z', 'Friday 21:00: Monday 07:00'],
    ['2026-11-28T10:00:00Z', '2026-11-30T06:00:00.000Z', 'Saturday: Monday 07:00'],
    [
      '2026-04-02T18:30:00Z',
      '2026-04-07T05:00:00.000Z',
      'the Thursday before Easter, 20:30: Tuesday 07:00 (summer time)',
    ],
  ])('%s goes out at %s (%s)', (instant, expected) => {
    expect(sendableAt(at(instant), calendar).toISOString()).toBe(expected);
  });
});

describe("a stage's reminders", () => {
  it("a designer's stage: half its time, the due morning, then the admins when it is overdue", () => {
    // Monday 10:00 with three days: due Thursday; half of the business time (Monday 10:00 to Friday 00:00) is Wednesday 05:00.
    const clock = stageClock(
      { stage: 'design', owedBy: 'designer' },
      at('2026-11-23T09:00:00Z'),
      3,
      calendar,
      at('2026-11-23T09:00:00Z'),
    );
    expect(times(remindersOf(clock, calendar))).toEqual([
      ['half', '2026-11-25T06:00:00.000Z', 'owner', false],
      ['due', '2026-11-26T06:00:00.000Z', 'owner', true],
      ['overdue', '2026-11-27T06:00:00.000Z', 'admins', true],
    ]);
  });

  it("a client's review: due, then every second business day, three reminders in all, and no escalation", () => {
    const clock = stageClock(
      { stage: 'review', owedBy: 'client' },
      at('2026-11-23T09:00:00Z'),
      3,
      calendar,
      at('2026-11-23T09:00:00Z'),
    );
    expect(times(remindersOf(clock, calendar))).toEqual([
      ['half', '2026-11-25T06:00:00.000Z', 'owner', false],
      ['due', '2026-11-26T06:00:00.000Z', 'owner', true],
      ['again-1', '2026-11-30T06:00:00.000Z', 'owner', true],
      ['again-2', '2026-12-02T06:00:00.000Z', 'owner', true],
    ]);
  });

  it('leaves out the half reminder when it would not come before the due one (one day, started in the evening)', () => {
    const clock = stageClock(
      { stage: 'check', owedBy: 'admin' },
      at('2026-11-27T19:30:00Z'),
      1,
      calendar,
      at('2026-11-27T19:30:00Z'),
    );
    expect(times(remindersOf(clock, calendar))).toEqual([
      ['due', '2026-11-30T06:00:00.000Z', 'owner', true],
      ['overdue', '2026-12-01T06:00:00.000Z', 'admins', true],
    ]);
  });

  it('sends nothing on holidays: a stage due before Easter escalates on the Tuesday after', () => {
    const clock = stageClock(
      { stage: 'rework', owedBy: 'designer' },
      at('2026-03-31T08:00:00Z'),
      2,
      calendar,
      at('2026-03-31T08:00:00Z'),
    );
    expect(clock.dueDay).toBe('2026-04-02');
    expect(remindersOf(clock, calendar).at(-1)).toMatchObject({ step: 'overdue', at: at('2026-04-07T05:00:00Z') });
  });
});

describe('the morning digest', () => {
  it('goes out at 07:30 Zurich time on business days only', () => {
    expect(digestAt('2026-11-26', calendar)?.toISOString()).toBe('2026-11-26T06:30:00.000Z');
    expect(digestAt('2026-07-01', calendar)?.toISOString()).toBe('2026-07-01T05:30:00.000Z');
    expect(digestAt('2026-11-28', calendar)).toBeNull();
    expect(digestAt('2025-12-26', calendar)).toBeNull();
  });
});
