import { screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { ClientProjectsPage } from './ClientProjectsPage';
import { listItem, page } from './testing/fixtures';
import type { ProjectListItem } from '../../shared/orders/types';

const lazy = { timeout: 3000 };

/** Answers GET /api/projects like the server: filtered by `status`, counted in `total`. */
function serveProjects(projects: ProjectListItem[]) {
  return stubFetch({
    'GET /api/projects': (request) => {
      const params = new URL(request.url).searchParams;
      const statuses = params.get('status')?.split(',');
      const matching = statuses ? projects.filter((p) => statuses.includes(p.status)) : projects;
      const pageSize = Number(params.get('pageSize') ?? 10);
      return jsonResponse(200, page(matching.slice(0, pageSize), matching.length, 1, pageSize));
    },
  });
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <ClientProjectsPage />
      <LocationDisplay />
    </>,
    { route, preloadedState: authState(testUser('client')) },
  );
}

const orders = [
  listItem({ id: 'r-1', title: 'Review-Post', status: 'review' }),
  listItem({ id: 'a-1', title: 'Neuer Reel', contentType: 'reel', status: 'new' }),
  listItem({ id: 'a-2', title: 'In Arbeit', status: 'in_progress' }),
  listItem({ id: 'a-3', title: 'Wartet', status: 'pending_approval' }),
  listItem({ id: 'a-4', title: 'Beim Admin', status: 'admin_review' }),
  listItem({
    id: 'c-1',
    title: 'Fertiges Carousel',
    contentType: 'carousel',
    status: 'completed',
    contentDescription: 'Fünf Slides zum Sortiment',
    hashtags: '#brot #zürich',
    completedAt: '2025-04-02T12:00:00.000Z',
  }),
];

function count(tab: string) {
  return within(screen.getByTestId(`tab-${tab}`)).getByTestId(`tab-count-${tab}`).textContent;
}

describe('ClientProjectsPage', () => {
  it('opens the review tab by default and shows a count on every tab', async () => {
    serveProjects(orders);
    renderPage('/client/projects');

    expect(await screen.findByText('Review-Post', {}, lazy)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Zur Review/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Neuer Reel')).not.toBeInTheDocument();
    await waitFor(() => expect(count('active')).toBe('4'));
    expect(count('review')).toBe('1');
    expect(count('completed')).toBe('1');
  });

  it('groups new, in progress, waiting and admin review as active, chosen by ?tab=', async () => {
    const fetchMock = serveProjects(orders);
    renderPage('/client/projects?tab=active');

    for (const title of ['Neuer Reel', 'In Arbeit', 'Wartet', 'Beim Admin']) {
      expect(await screen.findByText(title, {}, lazy)).toBeInTheDocument();
    }
    expect(screen.queryByText('Review-Post')).not.toBeInTheDocument();
    const statuses = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).searchParams.get('status'));
    // In lifecycle order, as the contract's table lists them.
    expect(statuses).toContain('new,pending_approval,in_progress,admin_review');
  });

  it('updates the URL when the tab changes and opens a card', async () => {
    serveProjects(orders);
    const { user } = renderPage('/client/projects');

    await screen.findByText('Review-Post', {}, lazy);
    await user.click(screen.getByRole('tab', { name: /Abgeschlossen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/projects?tab=completed');

    const card = (await screen.findByText('Fertiges Carousel')).closest('a')!;
    expect(within(card).getByText('Carousel')).toBeInTheDocument();
    expect(within(card).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(card).getByText('Fünf Slides zum Sortiment')).toBeInTheDocument();
    expect(within(card).getByText('#brot')).toBeInTheDocument();
    expect(within(card).getByText('Erstellt am 14.03.2025')).toBeInTheDocument();
    expect(within(card).getByTestId('completed-on')).toHaveTextContent('Abgeschlossen am 02.04.2025');

    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/client/project/c-1');
  });

  it.each([
    ['review', 'Keine Aufträge zur Review'],
    ['active', 'Keine aktiven Aufträge'],
    ['completed', 'Keine abgeschlossenen Aufträge'],
  ])('shows the empty text of the %s tab', async (tab, text) => {
    // One order elsewhere, so the client has orders, just none in this tab.
    const other = tab === 'active' ? listItem({ status: 'completed' }) : listItem({ status: 'new' });
    serveProjects([other]);
    renderPage(`/client/projects?tab=${tab}`);

    expect(await screen.findByText(text, {}, lazy)).toBeInTheDocument();
  });

  it('says there are no orders at all, with the way to the first one', async () => {
    serveProjects([]);
    const { user } = renderPage('/client/projects?tab=completed');

    expect(await screen.findByText('Noch keine Aufträge vorhanden', {}, lazy)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ersten Auftrag erstellen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/new-project');
  });

  it('falls back to the review tab for an unknown ?tab=', async () => {
    serveProjects(orders);
    renderPage('/client/projects?tab=unbekannt');
    expect(await screen.findByText('Review-Post', {}, lazy)).toBeInTheDocument();
  });

  it('reports orders that cannot be loaded', async () => {
    stubFetch({ 'GET /api/projects': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } });
    renderPage('/client/projects');
    expect(await screen.findByText('Fehler beim Laden der Aufträge', {}, lazy)).toBeInTheDocument();
  });
});
