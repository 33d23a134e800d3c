import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AdminClientListItem } from '../../shared/contracts';
import { authState, jsonResponse, LocationDisplay, renderWithProviders, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { AdminClientsPage } from './AdminClientsPage';

const admin = testUser('admin', { id: 'admin-1' });

const withPlan: AdminClientListItem = {
  id: 'client-1',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  status: 'active',
  createdAt: '2026-01-15T09:00:00.000Z',
  brandName: 'Bäckerei Muster',
  designer: { id: 'designer-1', name: 'Dora Design' },
  plan: { id: 'plan-1', name: 'Business', price: 290 },
};
const withoutPlan: AdminClientListItem = {
  ...withPlan,
  id: 'client-2',
  name: 'Beat Beispiel',
  email: 'beat@example.ch',
  brandName: null,
  designer: null,
  plan: null,
  status: 'inactive',
};

function renderClients(route: FetchRoute) {
  const fetchMock = stubFetch({ 'GET /api/admin/clients': route });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/clients" element={<AdminClientsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/admin/clients', preloadedState: authState(admin) },
  );
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
