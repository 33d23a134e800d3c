import { screen, waitFor, within } from '@testing-library/react';
import {
  answerMediaQueries,
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { listItem, orderClock, page, serverError } from '../projects/testing/fixtures';
import { RecentOrdersCard } from './RecentOrdersCard';

function renderCard(canOrder = true) {
  return renderWithProviders(
    unstyled(
      <>
        <RecentOrdersCard canOrder={canOrder} />
        <LocationDisplay />
      </>,
    ),
    { route: '/dashboard', preloadedState: authState(testUser('client')) },
  );
}

describe('RecentOrdersCard ("Aktuelle Aufträge")', () => {
  it("shows each order's due day and state, and its «Fällig» column asks the server for the soonest due first", async () => {
    const sorts: (string | null)[] = [];
    stubFetch({
      'GET /api/projects': (request) => {
        const sort = new URL(request.url).searchParams.get('sort');
        sorts.push(sort);
        const late = listItem({
          id: 'p-1',
          title: 'Reel Sommer',
          status: 'review',
          clock: orderClock({ stage: 'review', owedBy: 'client', dueDay: '2026-11-25', state: 'overdue' }),
        });
        const done = listItem({ id: 'p-2', title: 'Post Frühling', status: 'completed', clock: null });
        return jsonResponse(200, page(sort === 'due' ? [late, done] : [done, late], 2));
      },
    });
    const { user } = renderCard();

    const row = (await screen.findByText('Reel Sommer')).closest('tr')!;
    expect(within(row).getByTestId('due-line')).toHaveTextContent('fällig am Mi, 25. Nov.überfällig');
    expect(within(screen.getByText('Post Frühling').closest('tr')!).queryByTestId('due-line')).not.toBeInTheDocument();

    // antd draws the header twice with a horizontal scroll: the first is the one shown.
    await user.click(screen.getAllByText('Fällig')[0]);
    const order = () =>
      Array.from(document.querySelectorAll('tr[data-row-key]'), (tr) => tr.getAttribute('data-row-key'));
    await waitFor(() => expect(order()).toEqual(['p-1', 'p-2']));
    expect(sorts).toEqual([null, 'due']);
  });

  it('lists type, title, status and date in a table, and opens an order', async () => {
    const fetchMock = stubFetch({
      'GET /api/projects': {
        body: page(
          [
            listItem({ id: 'p-2', title: 'Carousel Herbst', contentType: 'carousel', status: 'review' }),
            listItem({
              id: 'p-3',
              title: 'Altes Ding',
              status: 'archived' as never,
              createdAt: '2025-01-02T08:00:00.000Z',
            }),
          ],
          2,
        ),
      },
    });
    const { user } = renderCard();

    const row = (await screen.findByText('Carousel Herbst')).closest('tr')!;
    expect(within(row).getByText('Carousel')).toBeInTheDocument();
    expect(within(row).getByText('Zur Review')).toBeInTheDocument();
    expect(within(row).getByText('14.03.2025')).toBeInTheDocument();
    // An unknown status is shown as it is.
    const other = screen.getByText('Altes Ding').closest('tr')!;
    expect(within(other).getByText('archived')).toBeInTheDocument();
    expect(within(other).getByText('02.01.2025')).toBeInTheDocument();

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).searchParams.get('pageSize')).toBe('10');
    expect(new URL(request.url).searchParams.get('page')).toBe('1');

    await user.click(within(row).getByRole('button', { name: /ansehen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/project/p-2');
  });

  it('pages through the orders ten at a time', async () => {
    const pagesRequested: string[] = [];
    stubFetch({
      'GET /api/projects': (request) => {
        const pageNumber = new URL(request.url).searchParams.get('page') ?? '1';
        pagesRequested.push(pageNumber);
        return new Response(
          JSON.stringify(
            page([listItem({ id: `p-${pageNumber}`, title: `Auftrag Seite ${pageNumber}` })], 45, Number(pageNumber)),
          ),
          { headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const { user } = renderCard();

    expect(await screen.findByText('Auftrag Seite 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(await screen.findByText('Auftrag Seite 5')).toBeInTheDocument();
    expect(pagesRequested).toEqual(['1', '5']);
  });

  it('shows cards instead of the table below 768px', async () => {
    answerMediaQueries((query) => query.includes('max-width'));
    stubFetch({
      'GET /api/projects': { body: page([listItem({ title: 'Reel Sommer', contentType: 'reel', status: 'new' })]) },
    });
    renderCard();

    const card = await screen.findByTestId('recent-order');
    expect(within(card).getByText('Reel Sommer')).toBeInTheDocument();
    expect(within(card).getByText('Reel')).toBeInTheDocument();
    expect(within(card).getByText('Neu')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('invites a client without orders to create the first one', async () => {
    stubFetch({ 'GET /api/projects': { body: page([]) } });
    const { user } = renderCard();

    expect(await screen.findByText('Noch keine Aufträge vorhanden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ersten Auftrag erstellen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/new-project');
  });

  it('sends a client without a plan to the plans instead', async () => {
    stubFetch({ 'GET /api/projects': { body: page([]) } });
    const { user } = renderCard(false);

    expect(await screen.findByText('Noch keine Aufträge vorhanden')).toBeInTheDocument();
    expect(
      screen.getByText('Sobald du einen Plan hast, kannst du hier deinen ersten Auftrag erstellen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ersten Auftrag erstellen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Plan wählen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/subscription');
  });

  it('says so when the orders cannot be loaded', async () => {
    stubFetch({ 'GET /api/projects': serverError });
    renderCard();

    expect(await screen.findByText('Fehler beim Laden der Aufträge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
