import { render, screen } from '@testing-library/react';
import { ClockStateTag } from './ClockStateTag';
import { dueText, endedStageText, formatDueDay } from './clock';
import { DueLine } from './DueLine';

describe('formatDueDay', () => {
  it.each([
    ['2026-12-03', 'Do, 3. Dez.'],
    ['2027-01-01', 'Fr, 1. Jan.'],
    ['2026-03-02', 'Mo, 2. März'],
    ['2026-06-01', 'Mo, 1. Juni'],
    ['2026-07-31', 'Fr, 31. Juli'],
    ['2026-05-12', 'Di, 12. Mai'],
    // The Sundays the clocks go forward and back in Zurich, and the Mondays after: the day stays the day.
    ['2026-03-29', 'So, 29. März'],
    ['2026-03-30', 'Mo, 30. März'],
    ['2026-10-25', 'So, 25. Okt.'],
    ['2026-10-26', 'Mo, 26. Okt.'],
  ])('says %s as «%s»', (day, text) => {
    expect(formatDueDay(day)).toBe(text);
  });

  describe.each(['Europe/Zurich', 'America/Sao_Paulo', 'Pacific/Auckland'])('in a browser set to %s', (zone) => {
    const before = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      process.env.TZ = before;
    });

    // São Paulo went forward at midnight on 4 November 2018: that day had no 00:00.
    it.each([
      ['2026-03-30', 'Mo, 30. März'],
      ['2026-10-26', 'Mo, 26. Okt.'],
      ['2018-11-04', 'So, 4. Nov.'],
      ['2026-12-03', 'Do, 3. Dez.'],
    ])('still says %s as «%s»', (day, text) => {
      expect(formatDueDay(day)).toBe(text);
    });
  });

  it('writes the whole due text', () => {
    expect(dueText({ dueDay: '2026-12-03' })).toBe('fällig am Do, 3. Dez.');
  });
});

describe('ClockStateTag', () => {
  it.each([
    ['on_time', 'im Plan', null],
    ['due_today', 'heute fällig', 'orange'],
    ['overdue', 'überfällig', 'red'],
  ] as const)('shows %s as «%s»', (state, label, colour) => {
    render(<ClockStateTag state={state} />);
    const tag = screen.getByTestId('clock-state');
    expect(tag).toHaveTextContent(label);
    // antd's preset colours are classes; the default tag has none.
    if (colour) expect(tag).toHaveClass(`ant-tag-${colour}`);
    else expect(tag.className).not.toMatch(/ant-tag-(orange|red)/);
  });
});

describe('DueLine', () => {
  it('shows the due day and the state', () => {
    render(
      <DueLine
        clock={{
          stage: 'review',
          owedBy: 'client',
          startedAt: '2026-11-30T08:00:00.000Z',
          dueDay: '2026-12-03',
          dueAt: '2026-12-03T23:00:00.000Z',
          state: 'overdue',
          businessDaysAllowed: 3,
        }}
      />,
    );
    expect(screen.getByTestId('due-line')).toHaveTextContent('fällig am Do, 3. Dez.überfällig');
  });

  it('shows nothing when no stage runs', () => {
    const { container } = render(<DueLine clock={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('endedStageText', () => {
  it('says what the stage a move ended took against its allowance', () => {
    const stage = (overrides: Record<string, unknown>) => ({
      stage: { stage: 'design', businessDaysTaken: 2, businessDaysAllowed: 3, onTime: true, ...overrides },
    });
    expect(endedStageText(stage({}))).toBe('Erste Version: 2 von 3 Arbeitstagen · im Plan');
    expect(endedStageText(stage({ stage: 'check', businessDaysTaken: 2, businessDaysAllowed: 1, onTime: false }))).toBe(
      'Prüfung: 2 von 1 Arbeitstag · verspätet',
    );
  });

  it('says nothing for an entry without a stage, or one it cannot read', () => {
    expect(endedStageText({})).toBeNull();
    expect(endedStageText({ version: 2 })).toBeNull();
    expect(
      endedStageText({ stage: { stage: 'unbekannt', businessDaysTaken: 1, businessDaysAllowed: 1, onTime: true } }),
    ).toBeNull();
    expect(
      endedStageText({ stage: { stage: 'design', businessDaysTaken: '1', businessDaysAllowed: 1, onTime: true } }),
    ).toBeNull();
  });
});
