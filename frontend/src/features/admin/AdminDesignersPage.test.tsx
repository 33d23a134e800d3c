import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DesignerStats, DesignerStatsRow, OrderCounts } from '../../shared/contracts';
import { authState, jsonResponse, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
import { AdminDesignersPage } from './AdminDesignersPage';
import { currentZurichMonth, shiftMonth } from '../../shared/month';

// Speed: no role queries (jsdom computes styles slowly with antd's style tags); text and labels only.
configure({ asyncUtilTimeout: 5000 });

const admin = testUser('admin', { id: 'admin-1', name: 'Ada Admin' });

function counts(byStatus: OrderCounts['byStatus'], byContentType: OrderCounts['byContentType']): OrderCounts {
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return { total, byStatus, byContentType };
}

const dora: DesignerStatsRow = {
  id: 'designer-1',
  name: 'Dora Designer',
  email: 'dora@agentur.ch',
  initials: 'DD',
  approved: 4,
  rejected: 1,
  stagesEnded: 5,
  onTimeRate: 0.8,
  ...counts({ new: 2, in_progress: 3, review: 5, completed: 7 }, { post: 9, carousel: 6, reel: 2 }),
};
const max: DesignerStatsRow = {
  id: 'designer-2',
  name: 'Max',
  email: 'max@agentur.ch',
  initials: 'MA',
  approved: 0,
  rejected: 0,
  stagesEnded: 0,
  onTimeRate: null,
  ...counts({ new: 0, in_progress: 0, review: 0, completed: 0 }, { post: 0, carousel: 0, reel: 0 }),
};

function stats(month: string, overrides: Partial<DesignerStats> = {}): DesignerStats {
  return {
    month,
    designers: [dora, max],
    unassigned: counts({ new: 3, in_progress: 0, review: 0, completed: 0 }, { post: 1, carousel: 1, reel: 1 }),
    ...overrides,
  };
}

/** Answers with `answer(month)` and records the months asked for. */
function renderDesigners(answer: (month: string) => Response, route = '/admin/designers') {
  const months: (string | null)[] = [];
  stubFetch({
    'GET /api/admin/designer-stats': (request) => {
      const month = new URL(request.url).searchParams.get('month');
      months.push(month);
      return answer(month ?? '');
    },
  });
  renderWithProviders(<AdminDesignersPage />, { route, preloadedState: authState(admin) });
  return { months };
}

/** The number beside a label in a card's count list. */
function countIn(card: HTMLElement, label: string): string | null | undefined {
  const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

afterEach(() => jest.restoreAllMocks());

describe('AdminDesignersPage', () => {
  it('shows this month in Zurich: per designer initials and counts, and the orders without a designer', async () => {
    const thisMonth = currentZurichMonth();
    const { months } = renderDesigners((month) => jsonResponse(200, stats(month)));
    const card = (await screen.findByText('Dora Designer')).closest('li')!;
    expect(months).toEqual([thisMonth]);
    expect(card).toHaveTextContent('DD');
    expect(within(card).getByTestId('designer-email')).toHaveTextContent('dora@agentur.ch');
    expect(card).toHaveTextContent('17 Aufträge');
    expect(countIn(card, 'Neu')).toBe('2');
    expect(countIn(card, 'In Bearbeitung')).toBe('3');
    expect(countIn(card, 'Review')).toBe('5');
    expect(countIn(card, 'Abgeschlossen')).toBe('7');
    expect(countIn(card, 'Post')).toBe('9');
    expect(countIn(card, 'Carousel')).toBe('6');
    expect(countIn(card, 'Reel')).toBe('2');
    expect(countIn(card, 'Freigegeben')).toBe('4');
    expect(countIn(card, 'Abgelehnt')).toBe('1');
    expect(screen.getByText('MA')).toBeInTheDocument();
    // The stage clocks' on-time rate of the month: of Dora's five stages four ended by their due day; Max had none.
    expect(within(card).getByTestId('designer-on-time')).toHaveTextContent('Termintreue: 80 % von 5 Phasen');
    const maxCard = screen.getByText('Max').closest('li')!;
    expect(within(maxCard).getByTestId('designer-on-time')).toHaveTextContent(
      'Termintreue: noch keine Phase abgeschlossen',
    );

    const unassigned = screen.getByText('Ohne Designer').closest('li')!;
    expect(countIn(unassigned, 'Neu')).toBe('3');
    // No month after this one.
    expect(screen.getByLabelText('Nächster Monat')).toBeDisabled();
  });

  it('tells two designers of the same name apart by their e-mail', async () => {
    const twin = { ...dora, id: 'designer-3', email: 'dora.b@agentur.ch', total: 0 };
    renderDesigners((month) => jsonResponse(200, stats(month, { designers: [dora, twin] })));
    const cards = (await screen.findAllByText('Dora Designer')).map((name) => name.closest('li')!);
    expect(cards.map((card) => within(card).getByTestId('designer-email').textContent)).toEqual([
      'dora@agentur.ch',
      'dora.b@agentur.ch',
    ]);
  });

  it('asks again with ?month= when the month changes', async () => {
    const thisMonth = currentZurichMonth();
    const lastMonth = shiftMonth(thisMonth, -1);
    const { months } = renderDesigners((month) =>
      jsonResponse(200, stats(month, month === lastMonth ? { designers: [{ ...dora, approved: 11 }] } : {})),
    );
    await screen.findByText('Dora Designer');
    fireEvent.click(screen.getByLabelText('Vorheriger Monat'));
    await waitFor(() => expect(months).toEqual([thisMonth, lastMonth]));
    await waitFor(() => expect(countIn(screen.getByText('Dora Designer').closest('li')!, 'Freigegeben')).toBe('11'));
    expect(screen.getByLabelText('Nächster Monat')).toBeEnabled();
  });

  it('opens the month from the address and says when there are no designers', async () => {
    const { months } = renderDesigners(
      (month) =>
        jsonResponse(
          200,
          stats(month, {
            designers: [],
            unassigned: counts({ new: 0, in_progress: 0, review: 0, completed: 0 }, { post: 0, carousel: 0, reel: 0 }),
          }),
        ),
      '/admin/designers?month=2026-01',
    );
    expect(await screen.findByText('Keine Designer vorhanden')).toBeInTheDocument();
    expect(months).toEqual(['2026-01']);
    expect(screen.queryByText('Ohne Designer')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    renderDesigners(() => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: '' }));
    expect(await screen.findByText('Fehler beim Laden der Designer-Statistiken')).toBeInTheDocument();
    expect(screen.getByText('Erneut versuchen')).toBeInTheDocument();
  });
});
