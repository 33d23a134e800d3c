import { screen, waitFor } from '@testing-library/react';
import type { AdminClientDetail } from '../../shared/contracts';
import {
  authState,
  jsonResponse,
  renderAtRoute,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { AddClientPage } from './AddClientPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const admin = testUser('admin', { id: 'admin-1' });

const created: AdminClientDetail = {
  id: 'client-9',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  status: 'active',
  createdAt: '2026-01-15T09:00:00.000Z',
  brandName: 'Anna Muster',
  designer: null,
  plan: null,
  subscription: null,
  branding: null,
  planRequests: [],
  members: [],
};

function renderAddClient(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch(routes);
  const result = renderAtRoute('/admin/add-client', <AddClientPage />, {
    route: '/admin/add-client',
    preloadedState: authState(admin),
  });
  return { fetchMock, ...result };
}

async function type(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function fillAccount(user: User) {
  await type(user, 'Name', 'Anna Muster');
  await type(user, 'E-Mail', 'anna@example.ch');
  await type(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
}

function logoInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

afterEach(() => jest.restoreAllMocks());

describe('AddClientPage', () => {
  it('checks the entries before sending anything', async () => {
    const { user, fetchMock } = renderAddClient({});
    await user.click(screen.getByRole('button', { name: 'Kunde erstellen' }));
    expect((await screen.findAllByText('Bitte alle Felder ausfüllen')).length).toBe(3);

    await type(user, 'Passwort', '123456789');
    await type(user, 'Website', 'keine-url');
    await type(user, 'Primärfarbe', 'blau');
    await user.click(screen.getByRole('button', { name: 'Kunde erstellen' }));
    expect(await screen.findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige URL ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine Farbe im Format #RRGGBB ein')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it('creates the client with the defaults, uploads the logo and opens the client', async () => {
    const bodies: unknown[] = [];
    let uploads = 0;
    const { user } = renderAddClient({
      'POST /api/admin/clients': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(201, created);
      },
      // jsdom's FormData does not reach Node's Request intact, so only the call is checked here.
      'POST /api/clients/client-9/logo': () => {
        uploads += 1;
        return jsonResponse(201, { logoUrl: '/files/logo.png' });
      },
    });
    expect(screen.getByLabelText('Primärfarbe')).toHaveValue('#00AEEF');
    expect(screen.getByLabelText('Sekundärfarbe')).toHaveValue('#FFFFFF');
    expect(screen.getByLabelText('Schriftart')).toHaveValue('Inter');

    await fillAccount(user);
    await type(user, 'Website', 'https://muster.ch');
    await type(user, 'Instagram', 'https://instagram.com/muster');
    await user.upload(logoInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kunde erstellen' }));

    expect(await screen.findByText('Kunde erfolgreich erstellt!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/clients/client-9'));
    expect(bodies).toEqual([
      {
        name: 'Anna Muster',
        email: 'anna@example.ch',
        password: 'Sonnen-Blumen-Feld-42',
        website: 'https://muster.ch',
        colorPrimary: '#00AEEF',
        colorSecondary: '#FFFFFF',
        font: 'Inter',
        socialLinks: { instagram: 'https://instagram.com/muster' },
      },
    ]);
    expect(uploads).toBe(1);
    expect(screen.queryByText('Logo konnte nicht hochgeladen werden')).not.toBeInTheDocument();
  });

  it('refuses a logo over 5 MB', async () => {
    const { user } = renderAddClient({});
    await user.upload(logoInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.png', { type: 'image/png' }));
    expect(await screen.findByText('Datei zu gross. Maximum 5MB')).toBeInTheDocument();
    expect(screen.queryByText('gross.png')).not.toBeInTheDocument();
  });

  it('still opens the client when the logo upload fails', async () => {
    const { user } = renderAddClient({
      'POST /api/admin/clients': { status: 201, body: created },
      'POST /api/clients/client-9/logo': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Ein Fehler ist aufgetreten' },
      },
    });
    await fillAccount(user);
    await user.upload(logoInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Kunde erstellen' }));
    expect(await screen.findByText('Logo konnte nicht hochgeladen werden')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/clients/client-9'));
  });

  it('shows the server message and keeps the entries when creating fails', async () => {
    const { user } = renderAddClient({
      'POST /api/admin/clients': {
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Diese E-Mail-Adresse ist bereits registriert' },
      },
    });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Kunde erstellen' }));
    expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Muster');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/add-client');
  });
});
