import { screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { AdminClientsPage } from './AdminClientsPage';
import { adminClient } from './testing/fixtures';

const admin = testUser('admin', { id: 'admin-1' });

const withPlan = adminClient({
  designer: { id: 'designer-1', name: 'Dora Design', email: 'dora@example.ch' },
  plan: { id: 'plan-1', name: 'Business', price: 290 },
});
const withoutPlan = adminClient({
  id: 'client-2',
  name: 'Beat Beispiel',
  email: 'beat@example.ch',
  brandName: null,
  status: 'inactive',
});

function renderClients(route: FetchRoute) {
  // No company waits for its erasure (PendingErasuresCard.test.tsx shows those).
  const fetchMock = stubFetch({ 'GET /api/admin/clients': route, 'GET /api/admin/erasures': { body: [] } });
  const result = renderAtRoute('/admin/clients', <AdminClientsPage />, {
    route: '/admin/clients',
    preloadedState: authState(admin),
  });
  return { fetchMock, ...result };
}

afterEach(() => jest.restoreAllMocks());

describe('AdminClientsPage', () => {
  it('shows each client with its plan and price, "Kostenlos" without a plan, and the add card', async () => {
    const { user } = renderClients({ body: [withPlan, withoutPlan] });
    const card = (await screen.findByText('Bäckerei Muster')).closest('a')!;
    expect(within(card).getByText('Anna Muster')).toBeInTheDocument();
    expect(within(card).getByText('Dora Design')).toBeInTheDocument();
    expect(within(card).getByText(/^Business · CHF\s290\.00 \/ Monat$/)).toBeInTheDocument();
    const other = screen.getByText('Beat Beispiel').closest('a')!;
    expect(within(other).getByText('Kostenlos')).toBeInTheDocument();
    expect(within(other).getByText('Inaktiv')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Kunde hinzufügen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/add-client');
  });

  it('opens a client from its card', async () => {
    const { user } = renderClients({ body: [withPlan] });
    await user.click(await screen.findByText('Bäckerei Muster'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/clients/client-1');
  });

  it('searches on the server once typing pauses', async () => {
    const searches: string[] = [];
    const { user } = renderClients((request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      return jsonResponse(200, search ? [] : [withPlan]);
    });
    await screen.findByText('Bäckerei Muster');
    await user.click(screen.getByLabelText('Kunden suchen'));
    await user.paste('bäck');
    expect(await screen.findByText('Keine Kunden gefunden')).toBeInTheDocument();
    await waitFor(() => expect(searches).toEqual(['', 'bäck']));
  });

  it('shows the load error', async () => {
    renderClients({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Ein Fehler ist aufgetreten' } });
    expect(await screen.findByText('Fehler beim Laden der Kunden')).toBeInTheDocument();
  });
});
