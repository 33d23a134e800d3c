import { screen } from '@testing-library/react';
import type { Role } from '../shared/contracts';
import { contentLimits } from '../features/plans/testing/fixtures';
import { renderWholeApp } from '../test/renderWholeApp';
import { stubFetch, testUser } from '../test/test-utils';
import { appRoutePaths } from './routes';

/** The first render of a lazy page also compiles its module, which takes a while in Jest on a busy machine. */
const lazyPage = { timeout: 15_000 };

function renderApp(route: string, role: Role | null | 'anonymous', extra: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    ...extra,
    'GET /api/setup': { body: { needed: false } },
    'GET /api/plans': { body: [] },
    'GET /api/me/limits': { body: contentLimits(null) },
    'GET /api/designer/badge': { body: { count: 0 } },
    'GET /api/admin/stats': { body: { activeClients: 0, designers: 0, mrr: 0 } },
    'GET /api/me/mfa': { body: { totp: false, recoveryCodesLeft: 0, passkeys: [], required: false } },
  });
  return renderWholeApp(route, role === 'anonymous' ? null : testUser(role));
}

describe('route table', () => {
  it.each<[string, Role, string]>([
    ['/client/projects', 'client', 'Meine Aufträge'],
    ['/client/new-project', 'client', 'Neuer Auftrag'],
    ['/client/project/p-1', 'client', 'Auftragsdetails'],
    ['/client/content-ideas', 'client', 'Content Ideen'],
    ['/client/social-media', 'client', 'Social Media'],
    ['/client/branding', 'client', 'Branding-System'],
    ['/client/profile', 'client', 'Mein Profil'],
    ['/client/subscription', 'client', 'Abonnement'],
    ['/client/team', 'client', 'Team'],
    ['/client/calendar', 'client', 'Kalender'],
    ['/client/analytics', 'client', 'Analytics'],
    ['/security', 'client', 'Sicherheit'],
    ['/security', 'designer', 'Sicherheit'],
    ['/security', 'admin', 'Sicherheit'],
    ['/designer/projects', 'designer', 'Meine Aufträge'],
    ['/designer/project/p-1', 'designer', 'Auftragsdetails'],
    ['/designer/client/c-1/branding', 'designer', 'Kunden-Branding'],
    ['/designer/client/c-1/calendar', 'designer', 'Kalender'],
    ['/admin/review', 'admin', 'Review'],
    ['/admin/users', 'admin', 'Benutzer'],
    ['/admin/add-client', 'admin', 'Kunde hinzufügen'],
    ['/admin/projects', 'admin', 'Aufträge'],
    ['/admin/project/p-1', 'admin', 'Auftragsdetails'],
    ['/admin/clients', 'admin', 'Kunden'],
    ['/admin/clients/c-1', 'admin', 'Kundendetails'],
    ['/admin/clients/c-1/calendar', 'admin', 'Kalender'],
    ['/admin/clients/c-1/social-media', 'admin', 'Social Media'],
    ['/admin/clients/c-1/analytics', 'admin', 'Analytics'],
    ['/admin/designers', 'admin', 'Designer'],
  ])('%s for a %s shows "%s"', async (route, role, heading) => {
    renderApp(route, role);
    expect(await screen.findByRole('heading', { level: 2, name: heading }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });

  it('shows the landing page at /', async () => {
    renderApp('/', 'anonymous');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content-Produktion, endlich organisiert.' }, lazyPage),
    ).toBeInTheDocument();
  });

  it('opens a guest link without a session, outside the signed-in shell', async () => {
    renderApp('/r/tok-1', 'anonymous');
    expect(await screen.findByTestId('guest-link-not-found', {}, lazyPage)).toHaveTextContent(
      'Dieser Link ist ungültig, abgelaufen oder wurde zurückgezogen.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/r/tok-1');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('sends /app to /dashboard', async () => {
    renderApp('/app', 'client');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends visitors without a session to /auth', async () => {
    renderApp('/client/projects', 'anonymous');
    expect(await screen.findByRole('heading', { name: 'Anmelden' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('keeps a client out of the admin area', async () => {
    renderApp('/admin/users', 'client');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('the social media screen offers to connect each network', async () => {
    renderApp('/client/social-media', 'client', {
      'GET /api/me/clients': { body: [{ clientId: 'c-1', name: 'Bäckerei Sonne AG', role: 'owner', rule: 'any' }] },
      'GET /api/social/networks': { body: [] },
      'GET /api/clients/c-1/social-accounts': { body: [] },
    });
    for (const network of ['Instagram', 'Facebook', 'LinkedIn', 'TikTok']) {
      expect(await screen.findByRole('button', { name: `${network} verbinden` }, lazyPage)).toBeEnabled();
    }
    expect(screen.queryByText(/Buffer/)).not.toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    renderApp('/gibt-es-nicht', 'anonymous');
    expect(await screen.findByText('Oops! Page not found', {}, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });
});

describe('appRoutePaths (the server answers other paths with the 404 page)', () => {
  it('lists every route of the table, with its parameters, and not the catch-all', () => {
    const paths = appRoutePaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/setup',
        '/passwort-setzen',
        '/dashboard',
        '/security',
        '/client/project/:id',
        '/designer/client/:clientId/branding',
        '/admin/plans',
      ]),
    );
    expect(paths).not.toContain('*');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
