import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OverdueBoard } from '../../shared/contracts';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { listItem, orderClock } from '../projects/testing/fixtures';
import { AdminOverduePage } from './AdminOverduePage';

// Speed: role queries skip the hidden check (jsdom computes antd's styles slowly).
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const admin = testUser('admin', { id: 'admin-1', name: 'Ada Admin' });

const board: OverdueBoard = {
  designer: [
    listItem({
      id: 'p-1',
      title: 'Reel Sommer',
      clientName: 'Muster AG',
      clock: orderClock({ dueDay: '2026-11-24', state: 'overdue' }),
    }),
    listItem({
      id: 'p-2',
      title: 'Post Herbst',
      clientName: 'Café Zentral',
      status: 'in_progress',
      clock: orderClock({ stage: 'rework', dueDay: '2026-11-26', state: 'overdue' }),
    }),
  ],
  admin: [
    listItem({
      id: 'p-3',
      title: 'Story Messe',
      status: 'admin_review',
      clock: orderClock({ stage: 'check', owedBy: 'admin', dueDay: '2026-11-25', state: 'overdue' }),
    }),
  ],
  client: [],
  total: 3,
  totalCapped: false,
};

function renderBoard(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch({ 'GET /api/admin/settings': { body: { canton: 'ZH' } }, ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<AdminOverduePage />, { route: '/admin/overdue', preloadedState: authState(admin) }),
  };
}

/** The rows' titles of one group. */
function titles(group: string): string[] {
  return within(screen.getByTestId(`overdue-${group}`))
    .queryAllByTestId('overdue-row')
    .map((row) => row.querySelector('.overdue-row__title')?.textContent ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('AdminOverduePage', () => {
  it('groups the overdue orders by who owes the move, the soonest due first, each a link to its order', async () => {
    renderBoard({ 'GET /api/admin/overdue': { body: board } });

    expect(await screen.findByTestId('overdue-board')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Überfällig', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Designer',
      'Admin',
      'Kunde',
    ]);
    expect(titles('designer')).toEqual(['Reel Sommer', 'Post Herbst']);
    expect(titles('admin')).toEqual(['Story Messe']);
    expect(titles('client')).toEqual([]);
    expect(within(screen.getByTestId('overdue-client')).getByText('Keine')).toBeInTheDocument();

    const first = screen.getByRole('link', { name: /^Reel Sommer/ });
    expect(first).toHaveAttribute('href', '/admin/project/p-1');
    expect(within(first).getByText('Muster AG · Erste Version')).toBeInTheDocument();
    expect(within(first).getByText('fällig am Di, 24. Nov.')).toBeInTheDocument();
    expect(within(first).getByText('überfällig')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Story Messe/ })).getByText(/Prüfung/)).toBeInTheDocument();
    // Every one shown: no note about more.
    expect(screen.queryByText(/am längsten überfälligen/)).not.toBeInTheDocument();
  });

  it('says how many are overdue in all when the board shows only the most overdue', async () => {
    renderBoard({ 'GET /api/admin/overdue': { body: { ...board, total: 250, totalCapped: false } } });
    expect(
      await screen.findByText('Die 3 am längsten überfälligen von 250 überfälligen Aufträgen.'),
    ).toBeInTheDocument();
  });

  it('says «Nichts überfällig.» when nothing is', async () => {
    renderBoard({
      'GET /api/admin/overdue': { body: { designer: [], admin: [], client: [], total: 0, totalCapped: false } },
    });
    expect(await screen.findByText('Nichts überfällig.')).toBeInTheDocument();
    expect(screen.queryByTestId('overdue-board')).not.toBeInTheDocument();
  });

  it('reports a board that cannot be loaded and loads it again on retry', async () => {
    let fail = true;
    renderBoard({
      'GET /api/admin/overdue': () =>
        fail ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: '' }) : jsonResponse(200, board),
    });
    expect(await screen.findByText('Die überfälligen Aufträge konnten nicht geladen werden.')).toBeInTheDocument();
    expect(await screen.findByText('Fehler beim Laden der überfälligen Aufträge')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(screen.getByTestId('load-failure')).getByText('Erneut versuchen'));
    expect(await screen.findByTestId('overdue-board')).toBeInTheDocument();
  });

  it('saves the canton whose holidays the business days leave out, with a toast', async () => {
    const saved: unknown[] = [];
    const { user } = renderBoard({
      'GET /api/admin/overdue': { body: board },
      'PUT /api/admin/settings': async (request) => {
        const body: unknown = await request.json();
        saved.push(body);
        return jsonResponse(200, body);
      },
    });
    const select = await screen.findByLabelText('Feiertage des Kantons');
    await waitFor(() => expect(screen.getByTestId('canton-setting')).toHaveTextContent('ZH – Zürich'));

    await user.click(select);
    await user.type(select, 'Bern');
    fireEvent.click(await screen.findByTitle('BE – Bern'));

    expect(await screen.findByText('Kanton gespeichert')).toBeInTheDocument();
    expect(saved).toEqual([{ canton: 'BE' }]);
    await waitFor(() => expect(screen.getByTestId('canton-setting')).toHaveTextContent('BE – Bern'));
  });
});
