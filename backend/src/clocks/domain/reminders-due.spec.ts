import { BusinessCalendar } from './business-calendar.js';
import { dayLabel, digestDayAt, remindersDue } from './reminders-due.js';
import { type Reminder, remindersOf, stageClock } from './stage-clock.js';

const calendar = new BusinessCalendar('ZH');
// A designer's stage of 3 business days from Monday 23 Nov 2026 10:00 Zurich (due on Thursday 26
// Nov): half its business time is over on Wednesday 05:00, sent at 07:00 (06:00Z); due on Thursday
// from 07:00, overdue on Friday 27 Nov from 07:00.
const designer = remindersOf(
  stageClock(
    { stage: 'design', owedBy: 'designer' },
    new Date('2026-11-23T09:00:00Z'),
    3,
    calendar,
    new Date('2026-11-23T09:00:00Z'),
  ),
  calendar,
);
const client = remindersOf(
  stageClock(
    { stage: 'review', owedBy: 'client' },
    new Date('2026-11-23T09:00:00Z'),
    3,
    calendar,
    new Date('2026-11-23T09:00:00Z'),
  ),
  calendar,
);
const steps = (reminders: readonly Reminder[]) => reminders.map((reminder) => reminder.step);

describe('which reminders a scan sends', () => {
  it.each([
    ['before the half', '2026-11-25T05:59:00Z', [], [], []],
    ['at the half', '2026-11-25T06:00:00Z', [], ['half'], []],
    ['the half already sent', '2026-11-25T12:00:00Z', ['half'], [], []],
    ['at the due morning', '2026-11-26T06:00:00Z', ['half'], ['due'], []],
    ['after an outage, the due one only', '2026-11-26T08:00:00Z', [], ['due'], ['half']],
    ['overdue: the escalation to the admins', '2026-11-27T06:00:00Z', ['half', 'due'], ['overdue'], []],
    ['after a long outage: the due one and the escalation', '2026-11-27T09:00:00Z', [], ['due', 'overdue'], ['half']],
    ['in the quiet hours (21:00)', '2026-11-26T20:00:00Z', ['half'], [], []],
    ['on a Saturday', '2026-11-28T10:00:00Z', ['half', 'due'], [], []],
  ])('%s', (_name, now, recorded, send, superseded) => {
    const due = remindersDue(designer, new Set(recorded), new Date(now), calendar);
    expect([steps(due.send), steps(due.superseded)]).toEqual([send, superseded]);
  });

  it('reminds a client who has not reviewed three times, every second business day', () => {
    expect(
      steps(remindersDue(client, new Set(['half', 'due']), new Date('2026-11-30T06:00:00Z'), calendar).send),
    ).toEqual(['again-1']);
    expect(
      steps(remindersDue(client, new Set(['half', 'due', 'again-1']), new Date('2026-12-02T06:00:00Z'), calendar).send),
    ).toEqual(['again-2']);
    expect(
      steps(remindersDue(client, new Set(steps(client)), new Date('2026-12-10T06:00:00Z'), calendar).send),
    ).toEqual([]);
  });
});

describe('a day in the texts', () => {
  it.each([
    ['2026-12-03', 'Do, 3. Dez.'],
    ['2026-05-01', 'Fr, 1. Mai'],
    ['2026-03-29', 'So, 29. März'],
    ['2026-09-01', 'Di, 1. Sept.'],
  ])('%s is "%s"', (day, label) => {
    expect(dayLabel(day)).toBe(label);
  });

  it('refuses what is not a day', () => {
    expect(() => dayLabel('morgen')).toThrow(RangeError);
  });
});

describe('the morning digest', () => {
  it.each([
    ['Monday 07:29', '2026-11-23T06:29:00Z', null],
    ['Monday 07:30', '2026-11-23T06:30:00Z', '2026-11-23'],
    ['Monday 18:59', '2026-11-23T17:59:00Z', '2026-11-23'],
    ['Monday 19:00 (quiet hours)', '2026-11-23T18:00:00Z', null],
    ['a Saturday morning', '2026-11-28T07:00:00Z', null],
    ['Christmas Day', '2026-12-25T08:00:00Z', null],
    ['a summer Monday 07:30 (CEST)', '2026-06-15T05:30:00Z', '2026-06-15'],
  ])('%s: %s', (_name, now, day) => {
    expect(digestDayAt(new Date(now), calendar)).toBe(day);
  });
});
