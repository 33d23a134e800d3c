import { screen, within } from '@testing-library/react';
import { answerMediaQueries, authState, LocationDisplay, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { listItem, page, serverError } from '../projects/testing/fixtures';
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
  it('lists type, title, status and date in a table, and opens an order', async () => {
    const fetchMock = stubFetch({
      'GET /api/projects': {
        body: page(
          [
            listItem({ id: 'p-2', title: 'Carousel Herbst', contentType: 'carousel', status: 'review' }),
            listItem({ id: 'p-3', title: 'Altes Ding', status: 'archived' as never, createdAt: '2025-01-02T08:00:00.000Z' }),
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
          JSON.stringify(page([listItem({ id: `p-${pageNumber}`, title: `Auftrag Seite ${pageNumber}` })], 45, Number(pageNumber))),
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
    stubFetch({ 'GET /api/projects': { body: page([listItem({ title: 'Reel Sommer', contentType: 'reel', status: 'new' })]) } });
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
    expect(screen.getByText('Sobald du einen Plan hast, kannst du hier deinen ersten Auftrag erstellen.')).toBeInTheDocument();
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
