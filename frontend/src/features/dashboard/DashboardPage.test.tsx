import { screen, within } from '@testing-library/react';
import { authState, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
import type { ContentLimits } from '../plans/types';
import { page } from '../projects/testing/fixtures';
import { DashboardPage } from './DashboardPage';

const limits: ContentLimits = {
  planName: 'Business',
  postLimit: 16,
  carouselLimit: 6,
  reelLimit: 3,
  postsUsed: 4,
  carouselsUsed: 6,
  reelsUsed: 0,
  postsRemaining: 12,
  carouselsRemaining: 0,
  reelsRemaining: 3,
};

describe('DashboardPage', () => {
  it('tells a user without a role that none is assigned', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: authState(testUser(null)) });

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

  it('shows the client their plan and monthly usage', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits }, 'GET /api/projects': { body: page([]) } });
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('client')) });

    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(await screen.findByTestId('plan-badge')).toHaveTextContent('Business');
    const posts = screen.getByTestId('usage-posts');
    expect(within(posts).getByText('Posts')).toBeInTheDocument();
    expect(within(posts).getByText('4 / 16')).toBeInTheDocument();
    expect(within(posts).getByText('12 verfügbar')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-carousels')).getByText('0 verfügbar')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-reels')).getByText('0 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upgrade/ })).toBeInTheDocument();
    expect(screen.getByText('Aktuelle Aufträge')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Ersten Auftrag erstellen/ })).toBeInTheDocument();
  });

  it('invites a client without a subscription to choose a plan', async () => {
    stubFetch({
      'GET /api/me/limits': { body: { ...limits, planName: 'Kein Plan', postLimit: 0, postsRemaining: 0 } },
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('client')) });

    expect(
      await screen.findByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan wählen' })).toBeInTheDocument();
  });

  it('reports limits that cannot be loaded', async () => {
    stubFetch({
      'GET /api/me/limits': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
      'GET /api/projects': { body: page([]) },
    });
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('client')) });

    expect(await screen.findByText('Fehler beim Laden der Limits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows an admin viewing as a client the client dashboard, sending the client id', async () => {
    const fetchMock = stubFetch({ 'GET /api/me/limits': { body: limits } });
    renderWithProviders(<DashboardPage />, {
      preloadedState: authState(testUser('admin'), { viewAsClientId: 'client-42' }),
    });

    expect(await screen.findByTestId('plan-badge')).toHaveTextContent('Business');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('X-View-As-Client')).toBe('client-42');
    expect(request.headers.get('Authorization')).toBe('Bearer access-token');
  });

  it('shows the designer three counters at 0 and no orders', () => {
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('designer')) });

    for (const label of ['Neu', 'In Bearbeitung', 'Abgeschlossen']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByText('0')).toHaveLength(3);
    expect(screen.getByText('Keine Aufträge zugewiesen')).toBeInTheDocument();
  });

  it('shows the admin the statistics with MRR in CHF and the shortcuts', async () => {
    stubFetch({ 'GET /api/admin/stats': { body: { activeClients: 12, designers: 3, mrr: 1234.5 } } });
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('admin')) });

    // Swiss format: "CHF 1’234.50" (the apostrophe depends on the ICU version).
    expect(await within(screen.getByTestId('stat-mrr')).findByText(/^CHF\s1['’]234\.50$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-activeClients')).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-designers')).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Benutzer verwalten/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Kunde hinzufügen/ })).toHaveAttribute('href', '/admin/add-client');
    expect(screen.getByRole('link', { name: /Alle Aufträge/ })).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByText('Wartende Aufträge')).toBeInTheDocument();
  });

  it('reports statistics that cannot be loaded', async () => {
    stubFetch({ 'GET /api/admin/stats': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } });
    renderWithProviders(<DashboardPage />, { preloadedState: authState(testUser('admin')) });

    expect(await screen.findByText('Fehler beim Laden der Statistiken')).toBeInTheDocument();
  });
});
