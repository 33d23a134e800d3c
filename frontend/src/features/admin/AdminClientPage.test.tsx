import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultBrandingData, type BrandingUpdate } from '../../shared/brandingContract';
import type { AdminClientDetail } from '../../shared/contracts';
import {
  authState,
  jsonResponse,
  renderAtRoute,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { basic, business } from '../plans/testing/fixtures';
import { AdminClientPage } from './AdminClientPage';
import { adminClient } from './testing/fixtures';

const admin = testUser('admin', { id: 'admin-1' });

const client: AdminClientDetail = {
  ...adminClient({ plan: { id: business.id, name: 'Business', price: 390 } }),
  subscription: {
    id: 'sub-1',
    status: 'active',
    source: 'manual',
    currentPeriodStart: '2026-03-01T10:00:00.000Z',
    currentPeriodEnd: '2026-04-01T10:00:00.000Z',
    stripeDashboardUrl: null,
  },
  branding: null,
  planRequests: [],
  members: [{ userId: 'client-1', name: 'Anna Muster', email: 'anna@example.ch', role: 'owner', status: 'active' }],
};

function renderClient(routes: Record<string, FetchRoute> = {}, detail: AdminClientDetail = client) {
  const fetchMock = stubFetch({
    'GET /api/admin/clients/client-1': { body: detail },
    'GET /api/admin/users': { body: [] },
    'GET /api/plans': { body: [basic, business] },
    ...routes,
  });
  const result = renderAtRoute('/admin/clients/:id', <AdminClientPage />, {
    route: '/admin/clients/client-1',
    preloadedState: authState(admin),
  });
  return { fetchMock, ...result };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('AdminClientPage', () => {
  it("shows the client's brand in the Branding-System's form and saves it to the one brand record", async () => {
    const branding = {
      brandName: 'Bäckerei Muster',
      logoUrl: null,
      website: 'https://muster.ch',
      colorPrimary: '#7A3E1D',
      colorSecondary: '#FFFFFF',
      font: 'Lora',
      socialLinks: null,
      examplePosts: null,
      brandingData: {
        ...defaultBrandingData(),
        clientName: 'Bäckerei Muster',
        colorPrimary: '#7A3E1D',
        displayFont: 'Lora',
      },
    };
    const bodies: BrandingUpdate[] = [];
    const { user } = renderClient({
      'GET /api/admin/clients/client-1': { body: { ...client, branding } },
      'PUT /api/clients/client-1/branding': async (request) => {
        const body = (await request.json()) as BrandingUpdate;
        bodies.push(body);
        return jsonResponse(200, { ...branding, brandingData: body.brandingData });
      },
    });
    const card = await screen.findByTestId('admin-client-brand');
    expect(within(card).getByLabelText('Firmenname')).toHaveValue('Bäckerei Muster');
    fireEvent.change(within(card).getByLabelText('Branche'), { target: { value: 'Bäckerei' } });
    await user.click(within(card).getByText('Speichern'));
    expect(await screen.findByText('Branding erfolgreich gespeichert')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.brandingData).toMatchObject({
      clientName: 'Bäckerei Muster',
      industry: 'Bäckerei',
      colorPrimary: '#7A3E1D',
      displayFont: 'Lora',
    });
    expect(bodies[0]?.website).toBe('https://muster.ch');
  });

  it('shows the client with its plan and views the app as that client', async () => {
    const { user, store } = renderClient();
    expect(await screen.findByText('Bäckerei Muster')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kundendetails' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Aktueller Plan: Business · CHF\s390\.00 \/ Monat \(bis 01\.04\.2026\)$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Als Kunde ansehen/ }));
    expect(await screen.findByText('Du siehst jetzt die Kundenansicht')).toBeInTheDocument();
    expect(store.getState().auth.viewAsClientId).toBe('client-1');
    expect(window.sessionStorage.getItem('viewAsClientId')).toBe('client-1');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('asks before deactivating the client, and deactivates only when confirmed', async () => {
    const bodies: unknown[] = [];
    const { user } = renderClient({
      'POST /api/admin/clients/client-1/status': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, { ...client, status: 'inactive' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText(`${client.name} deaktivieren?`)).toBeInTheDocument();
    expect(within(question).getByText(/kann sich nicht mehr anmelden/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Kunde deaktiviert')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'inactive' }]);
  });

  it('activates an inactive client without asking', async () => {
    const bodies: unknown[] = [];
    const { user } = renderClient(
      {
        'POST /api/admin/clients/client-1/status': async (request) => {
          bodies.push(await request.json());
          return jsonResponse(200, { ...client, status: 'active' });
        },
      },
      { ...client, status: 'inactive' },
    );
    await user.click(await screen.findByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText('Kunde aktiviert')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'active' }]);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('removes the plan', async () => {
    const bodies: unknown[] = [];
    const { user } = renderClient({
      'PUT /api/admin/clients/client-1/plan': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Plan entfernen' }));
    expect(await screen.findByText('Plan erfolgreich entfernt')).toBeInTheDocument();
    expect(bodies).toEqual([{ planId: null }]);
  });

  it('shows a manual subscription as "Manuell" without a link to Stripe', async () => {
    renderClient();
    const facts = await screen.findByTestId('client-subscription');
    expect(within(facts).getByText('Manuell')).toBeInTheDocument();
    expect(within(facts).queryByText('Stripe')).not.toBeInTheDocument();
    expect(within(facts).getByText('Aktiv')).toBeInTheDocument();
    expect(within(facts).getByText('Laufzeit: 01.03.2026 – 01.04.2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /In Stripe öffnen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan zuweisen' })).toBeEnabled();
  });

  it('shows a Stripe subscription with its status and dashboard link, and locks the manual assignment', async () => {
    const stripeClient: AdminClientDetail = {
      ...client,
      subscription: {
        id: 'sub-2',
        status: 'past_due',
        source: 'stripe',
        currentPeriodStart: '2026-03-01T10:00:00.000Z',
        currentPeriodEnd: '2026-04-01T10:00:00.000Z',
        stripeDashboardUrl: 'https://dashboard.stripe.com/customers/cus_123',
      },
    };
    const { user } = renderClient({ 'GET /api/admin/clients/client-1': { body: stripeClient } });

    const facts = await screen.findByTestId('client-subscription');
    expect(within(facts).getByText('Stripe')).toBeInTheDocument();
    expect(within(facts).queryByText('Manuell')).not.toBeInTheDocument();
    expect(within(facts).getByText('Zahlung ausstehend')).toBeInTheDocument();
    const link = within(facts).getByRole('link', { name: /In Stripe öffnen/ });
    expect(link).toHaveAttribute('href', 'https://dashboard.stripe.com/customers/cus_123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const assign = screen.getByRole('button', { name: 'Plan zuweisen' });
    expect(assign).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Plan entfernen' })).toBeDisabled();
    await user.hover(assign.closest('.locked-hint') ?? assign);
    expect(await screen.findByText('Dieses Abo wird über Stripe verwaltet.')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the assignment", async () => {
    const { user } = renderClient({
      'PUT /api/admin/clients/client-1/plan': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'STRIPE_MANAGED',
          message: 'Dieses Abo wird über Stripe verwaltet und kann hier nicht geändert werden',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Plan zuweisen' }));
    expect(
      await screen.findByText('Dieses Abo wird über Stripe verwaltet und kann hier nicht geändert werden'),
    ).toBeInTheDocument();
  });

  it('deletes the client after confirmation', async () => {
    const { user, fetchMock } = renderClient({ 'DELETE /api/admin/clients/client-1': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: /Kunde löschen/ }));
    expect(await screen.findByText('Kunde löschen?')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('DELETE /api/admin/clients/client-1');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Kunde erfolgreich gelöscht')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/clients'));
  });

  it("lists the company's people with the team's role names and who is still invited", async () => {
    renderClient(
      {},
      {
        ...client,
        members: [
          { userId: 'client-1', name: 'Anna Muster', email: 'anna@example.ch', role: 'owner', status: 'active' },
          { userId: 'member-2', name: 'Beat Freigabe', email: 'beat@example.ch', role: 'approver', status: 'active' },
          { userId: 'member-3', name: 'Carla Lesen', email: 'carla@example.ch', role: 'viewer', status: 'invited' },
        ],
      },
    );
    const team = await screen.findByRole('list', { name: 'Team' });
    const rows = within(team).getAllByTestId('client-member');
    expect(
      rows.map((row) => [
        within(row).getByText(/@example\.ch$/).textContent,
        within(row).getByTestId('client-member-role').textContent,
        within(row).getByTestId('client-member-status').textContent,
      ]),
    ).toEqual([
      ['anna@example.ch', 'Inhaber', 'Aktiv'],
      ['beat@example.ch', 'Freigabe', 'Aktiv'],
      ['carla@example.ch', 'Lesen', 'Eingeladen'],
    ]);
    expect(within(rows[1]).getByText('Beat Freigabe')).toBeInTheDocument();
  });

  it('says so when the company has nobody listed', async () => {
    renderClient({}, { ...client, members: [] });
    expect(await screen.findByTestId('client-members-empty')).toHaveTextContent('Noch keine Mitglieder');
    expect(screen.queryByTestId('client-member')).not.toBeInTheDocument();
  });

  it('says when the client does not exist', async () => {
    renderClient({
      'GET /api/admin/clients/client-1': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Kunde nicht gefunden' },
      },
    });
    expect(await screen.findByText('Kunde nicht gefunden')).toBeInTheDocument();
  });
});
