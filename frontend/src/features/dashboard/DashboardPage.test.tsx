import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, DesignerDashboardStats } from '../../shared/contracts';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import type { AuthUser } from '../../shared/session/types';
import { basic, business, contentLimits } from '../plans/testing/fixtures';
import { listItem, orderClock, page, serverError } from '../projects/testing/fixtures';
import { DashboardPage } from './DashboardPage';

const limits = contentLimits(business, { posts: 4, carousels: 6 });
const noPlan = contentLimits(null);

function renderDashboard(user: AuthUser, viewAsClientId: string | null = null) {
  return renderWithProviders(
    unstyled(
      <>
        <DashboardPage />
        <LocationDisplay />
      </>,
    ),
    { route: '/dashboard', preloadedState: authState(user, { viewAsClientId }) },
  );
}

describe('DashboardPage', () => {
  it('tells a user without a role that none is assigned', () => {
    const fetchMock = stubFetch({});
    renderDashboard(testUser(null));

    expect(screen.getByText('Keine Rolle gefunden')).toBeInTheDocument();
    expect(
      screen.getByText('Deinem Konto ist noch keine Rolle zugewiesen. Bitte wende dich an einen Administrator.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while the session is being restored', () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: { auth: { ...authState(null).auth, status: 'restoring' } },
    });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
  });
});

describe('DashboardPage: client', () => {
  it('shows the plan, the monthly usage and the way to an upgrade', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits }, 'GET /api/projects': { body: page([]) } });
    const { user } = renderDashboard(testUser('client'));

    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(await screen.findByTestId('plan-badge')).toHaveTextContent('Business');
    const posts = screen.getByTestId('usage-posts');
    expect(within(posts).getByText('Posts')).toBeInTheDocument();
    expect(within(posts).getByText('4 / 16')).toBeInTheDocument();
    expect(within(posts).getByText('12 verfügbar')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-carousels')).getByText('0 verfügbar')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-reels')).getByText('0 / 3')).toBeInTheDocument();
    expect(screen.getByText('Aktuelle Aufträge')).toBeInTheDocument();
    // With a plan the first order can be created.
    expect(await screen.findByRole('button', { name: /Ersten Auftrag erstellen/ })).toBeInTheDocument();

    await user.click(screen.getByTestId('plan-action'));
    expect(screen.getByTestId('plan-action')).toHaveTextContent('Upgrade');
    expect(screen.getByTestId('location')).toHaveTextContent('/client/subscription');
  });

  it('sends a client without a subscription to the plans instead of the order form', async () => {
    stubFetch({ 'GET /api/me/limits': { body: noPlan }, 'GET /api/projects': { body: page([]) } });
    const { user } = renderDashboard(testUser('client'));

    expect(
      await screen.findByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-action')).toHaveTextContent('Plan wählen');

    // "Aktuelle Aufträge": no "Ersten Auftrag erstellen" without a plan, a hint with "Plan wählen".
    const hint = await screen.findByTestId('orders-no-plan');
    expect(screen.queryByRole('button', { name: /Ersten Auftrag erstellen/ })).not.toBeInTheDocument();
    await user.click(within(hint).getByRole('button', { name: /Plan wählen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/subscription');
  });

  it('reports limits that cannot be loaded, and keeps the way to the plans', async () => {
    stubFetch({ 'GET /api/me/limits': serverError, 'GET /api/projects': { body: page([]) } });
    renderDashboard(testUser('client'));

    expect(await screen.findByText('Fehler beim Laden der Limits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-action')).toHaveTextContent('Upgrade');
  });

  it('shows an admin viewing as a client the client dashboard, sending the client id', async () => {
    const fetchMock = stubFetch({ 'GET /api/me/limits': { body: limits } });
    renderDashboard(testUser('admin'), 'client-42');

    expect(await screen.findByTestId('plan-badge')).toHaveTextContent('Business');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('X-View-As-Client')).toBe('client-42');
    expect(request.headers.get('Authorization')).toBe('Bearer access-token');
  });
});

describe('DashboardPage: designer', () => {
  const stats: DesignerDashboardStats = {
    total: 14,
    new: 2,
    inProgress: 3,
    adminReview: 1,
    clientReview: 4,
    completed: 4,
  };

  it('leads with the open orders, the soonest due first, and counts the orders by where they stand', async () => {
    const fetchMock = stubFetch({
      'GET /api/designer/stats': { body: stats },
      'GET /api/projects': {
        body: page(
          [
            listItem({
              id: 'p-7',
              title: 'Reel Sommer',
              contentType: 'reel',
              status: 'new',
              clientName: 'Muster AG',
              clock: orderClock({ dueDay: '2026-11-24', state: 'overdue' }),
            }),
            listItem({
              id: 'p-6',
              title: 'Carousel Herbst',
              contentType: 'carousel',
              status: 'review',
              clock: orderClock({ stage: 'review', owedBy: 'client', state: 'on_time' }),
            }),
          ],
          10,
        ),
      },
    });
    renderDashboard(testUser('designer'));

    const counters = {
      new: ['Neu', '2'],
      inProgress: ['In Bearbeitung', '3'],
      completed: ['Abgeschlossen', '4'],
      adminReview: ['Admin-Review', '1'],
      clientReview: ['Kunden-Review', '4'],
    };
    await screen.findByText('Admin-Review');
    for (const [key, [label, value]] of Object.entries(counters)) {
      const card = screen.getByTestId(`designer-${key}`);
      expect(within(card).getByText(label)).toBeInTheDocument();
      expect(within(card).getByText(value)).toBeInTheDocument();
    }

    // Named by what it shows (WCAG 2.5.3, label in name): the title first.
    const link = await screen.findByRole('link', { name: /^Reel Sommer/ });
    expect(link).toHaveAttribute('href', '/designer/project/p-7');
    expect(within(link).getByText('Neu')).toBeInTheDocument();
    expect(within(link).getByText(/Muster AG/)).toBeInTheDocument();
    expect(within(link).getByText('fällig am Di, 24. Nov.')).toBeInTheDocument();
    expect(within(link).getByText('überfällig')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: /^Carousel Herbst/ });
    expect(next).toHaveAttribute('href', '/designer/project/p-6');
    expect(within(next).getByText('fällig am Do, 3. Dez.')).toBeInTheDocument();
    expect(within(next).getByText('im Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Aufträge' })).toHaveAttribute('href', '/designer/projects?sort=due');
    // It comes before the counters.
    expect(
      screen.getByTestId('designer-orders').compareDocumentPosition(screen.getByTestId('designer-new')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The open ones: assigned and not completed, the soonest due few.
    const listRequest = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => new URL(request.url).pathname === '/api/projects');
    const params = new URL(listRequest!.url).searchParams;
    expect(params.get('status')).toBe('new,in_progress,admin_review,review');
    expect(params.get('pageSize')).toBe('5');
    expect(params.get('sort')).toBe('due');
  });

  it('says "Keine Aufträge zugewiesen" and reports statistics that cannot be loaded', async () => {
    stubFetch({ 'GET /api/designer/stats': serverError, 'GET /api/projects': { body: page([]) } });
    renderDashboard(testUser('designer'));

    expect(await screen.findByText('Fehler beim Laden der Statistiken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Aufträge zugewiesen')).toBeInTheDocument();
  });
});

describe('DashboardPage: admin', () => {
  const waiting: AdminDashboard = {
    reviewQueue: {
      count: 51,
      items: [
        {
          id: 'p-1',
          title: 'Reel Frühling',
          contentType: 'reel',
          client: { id: 'c-1', name: 'Bäckerei Muster' },
          designer: { id: 'd-1', name: 'Dora Design' },
          submittedAt: '2026-11-23T07:00:00.000Z',
          waitingSeconds: 3 * 3600 + 120,
        },
        {
          id: 'p-2',
          title: 'Post Herbst',
          contentType: 'post',
          client: { id: 'c-2', name: 'Velo Huber' },
          designer: null,
          submittedAt: '2026-11-23T10:00:00.000Z',
          waitingSeconds: 300,
        },
      ],
    },
    waitingForDesigner: {
      count: 1,
      items: [
        {
          id: 'p-3',
          title: 'Carousel Neueröffnung',
          contentType: 'carousel',
          client: { id: 'c-9', name: 'Café Zentral' },
          since: '2026-11-21T10:00:00.000Z',
          waitingSeconds: 2 * 86_400 + 60,
        },
      ],
    },
    openPlanRequests: {
      count: 1,
      items: [
        {
          id: 'r-1',
          client: { id: 'c-7', name: 'Blumen Meier' },
          plan: business,
          status: 'open',
          createdAt: '2026-11-23T09:00:00.000Z',
          closedAt: null,
        },
      ],
    },
  };
  const empty: AdminDashboard = {
    reviewQueue: { count: 0, items: [] },
    waitingForDesigner: { count: 0, items: [] },
    openPlanRequests: { count: 0, items: [] },
  };

  it('shows the admin the statistics with MRR in CHF and the shortcuts', async () => {
    stubFetch({
      'GET /api/admin/stats': { body: { activeClients: 12, designers: 3, mrr: 1234.5 } },
      'GET /api/admin/dashboard': { body: empty },
      'GET /api/projects': {
        body: page([
          listItem({
            id: 'p-9',
            title: 'Story Messe',
            clock: orderClock({ stage: 'check', owedBy: 'admin', dueDay: '2026-11-27', state: 'due_today' }),
          }),
        ]),
      },
    });
    renderDashboard(testUser('admin'));

    // What is due first: the open orders, the soonest due first, with the way to the overdue board.
    const due = await screen.findByRole('link', { name: /^Story Messe/ });
    expect(due).toHaveAttribute('href', '/admin/project/p-9');
    expect(within(due).getByText('fällig am Fr, 27. Nov.')).toBeInTheDocument();
    expect(within(due).getByText('heute fällig')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Überfällig' })).toHaveAttribute('href', '/admin/overdue');
    expect(screen.getByRole('link', { name: 'Alle nach Fälligkeit' })).toHaveAttribute(
      'href',
      '/admin/projects?sort=due',
    );

    // Swiss format: "CHF 1’234.50" (the apostrophe depends on the ICU version).
    expect(await within(screen.getByTestId('stat-mrr')).findByText(/^CHF\s1['’]234\.50$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-activeClients')).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-designers')).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Benutzer verwalten/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Kunde hinzufügen/ })).toHaveAttribute('href', '/admin/add-client');
    expect(screen.getByRole('link', { name: /Alle Aufträge/ })).toHaveAttribute('href', '/admin/projects');

    // "Wartende Aufträge" with nothing waiting: an empty state per list.
    expect(screen.getByRole('heading', { name: 'Wartende Aufträge' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Designs zur Prüfung')).toBeInTheDocument();
    expect(screen.getByText('Keine Aufträge ohne Designer')).toBeInTheDocument();
    expect(screen.getByText('Keine offenen Plan-Anfragen')).toBeInTheDocument();
  });

  it('lists the waiting work and assigns a requested plan with one click', async () => {
    let answer = waiting;
    const assigned: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/admin/stats': { body: { activeClients: 12, designers: 3, mrr: 0 } },
      'GET /api/admin/dashboard': () => jsonResponse(200, answer),
      'PUT /api/admin/clients/c-7/plan': async (request) => {
        assigned.push(await request.json());
        answer = { ...waiting, openPlanRequests: { count: 0, items: [] } };
        return jsonResponse(200, null);
      },
    });
    const { user } = renderDashboard(testUser('admin'));

    // Designs waiting for the check, oldest first, with how long they wait; all lead to /admin/review.
    const review = await screen.findByTestId('waiting-review');
    const designs = within(review).getAllByRole('link');
    expect(designs.map((link) => link.getAttribute('href'))).toEqual(['/admin/review', '/admin/review']);
    expect(designs[0]).toHaveTextContent('Reel Frühling');
    expect(designs[0]).toHaveTextContent('von Dora Design');
    expect(designs[0]).toHaveTextContent('seit 3 Std.');
    expect(designs[1]).toHaveTextContent('seit 5 Min.');
    // The count is complete, the list is cut by the server.
    expect(within(review).getByTitle('51')).toBeInTheDocument();
    expect(within(review).getByText('Die ältesten 2 von 51')).toBeInTheDocument();

    // Orders waiting for a designer lead to the client, where one is assigned.
    const withoutDesigner = within(screen.getByTestId('waiting-designer')).getByRole('link');
    expect(withoutDesigner).toHaveAttribute('href', '/admin/clients/c-9');
    expect(withoutDesigner).toHaveTextContent('Carousel Neueröffnung');
    expect(withoutDesigner).toHaveTextContent('seit 2 Tagen');

    const requests = screen.getByTestId('waiting-plan-requests');
    expect(within(requests).getByRole('link', { name: 'Blumen Meier' })).toHaveAttribute('href', '/admin/clients/c-7');
    expect(within(requests).getByText(/wünscht Business/)).toBeInTheDocument();
    await user.click(within(requests).getByRole('button', { name: /Plan zuweisen/ }));

    expect(await screen.findByText('Plan erfolgreich zugewiesen')).toBeInTheDocument();
    expect(assigned).toEqual([{ planId: business.id }]);
    // The assignment closes the request: the list is asked for again and is empty.
    expect(await within(requests).findByText('Keine offenen Plan-Anfragen')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/admin/dashboard')).toHaveLength(2);
  });

  it('says so when the plan cannot be assigned', async () => {
    const onlyRequest: AdminDashboard = {
      ...empty,
      openPlanRequests: { count: 1, items: [{ ...waiting.openPlanRequests.items[0], plan: basic }] },
    };
    stubFetch({
      'GET /api/admin/stats': { body: { activeClients: 1, designers: 1, mrr: 0 } },
      'GET /api/admin/dashboard': { body: onlyRequest },
      'PUT /api/admin/clients/c-7/plan': serverError,
    });
    const { user } = renderDashboard(testUser('admin'));

    await user.click(await screen.findByRole('button', { name: /Plan zuweisen/ }));

    expect(await screen.findByText('Fehler beim Zuweisen des Plans')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Plan zuweisen/ })).toBeEnabled());
  });

  it('reports statistics that cannot be loaded', async () => {
    stubFetch({ 'GET /api/admin/stats': serverError, 'GET /api/admin/dashboard': serverError });
    renderDashboard(testUser('admin'));

    expect(await screen.findByText('Fehler beim Laden der Statistiken')).toBeInTheDocument();
    expect(await screen.findByText('Die wartenden Aufträge konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
