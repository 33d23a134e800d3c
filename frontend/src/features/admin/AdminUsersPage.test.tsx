import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '../../shared/contracts';
import {
  answerMediaQueries,
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { AdminUsersPage } from './AdminUsersPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const admin = testUser('admin', { id: 'admin-1', name: 'Ada Admin' });

const users: AdminUser[] = [
  {
    id: 'admin-1',
    name: 'Ada Admin',
    email: 'ada@example.ch',
    role: 'admin',
    status: 'active',
    createdAt: '2026-01-15T09:00:00.000Z',
    mfaEnabled: true,
  },
  {
    id: 'designer-1',
    name: 'Dora Design',
    email: 'dora@example.ch',
    role: 'designer',
    status: 'inactive',
    createdAt: '2026-03-02T12:00:00.000Z',
    mfaEnabled: true,
  },
  {
    id: 'client-1',
    name: 'Karl Kunde',
    email: 'karl@example.ch',
    role: 'client',
    status: 'active',
    createdAt: '2026-04-01T08:00:00.000Z',
    mfaEnabled: false,
  },
];

/** The server's paged answer: the accounts whose name or e-mail contains `search`, one page of them. */
function servePage(all: AdminUser[], asked: string[] = []): FetchRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    asked.push(params.toString());
    const search = (params.get('search') ?? '').toLowerCase();
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 20);
    const found = all.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
    return jsonResponse(200, {
      items: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    });
  };
}

function renderUsers(routes: Record<string, FetchRoute> = {}) {
  const fetchMock = stubFetch({ 'GET /api/admin/users': servePage(users), ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<AdminUsersPage />, { route: '/admin/users', preloadedState: authState(admin) }),
  };
}

async function type(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

afterEach(() => jest.restoreAllMocks());

describe('AdminUsersPage', () => {
  it('lists the users with role, status and creation date on a wide screen', async () => {
    answerMediaQueries(() => true);
    renderUsers();
    const row = (await screen.findByText('Dora Design')).closest('tr')!;
    expect(within(row).getByText('dora@example.ch')).toBeInTheDocument();
    expect(within(row).getByText('Designer')).toBeInTheDocument();
    expect(within(row).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(row).getByText('02.03.2026')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    expect(within(screen.getByText('Karl Kunde').closest('tr')!).getByText('Aus')).toBeInTheDocument();
  });

  it('keeps name, role and actions on a phone', async () => {
    renderUsers();
    const row = (await screen.findByText('Dora Design')).closest('tr')!;
    expect(within(row).getByText('Designer')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Dora Design bearbeiten' })).toBeInTheDocument();
    expect(within(row).queryByText('02.03.2026')).not.toBeInTheDocument();
  });

  it('searches by name or e-mail on the server and pages through the accounts', async () => {
    const many: AdminUser[] = Array.from({ length: 45 }, (_, i) => ({
      id: `user-${i}`,
      name: `Person ${String(i).padStart(2, '0')}`,
      email: i === 44 ? 'gesucht@velo.ch' : `person${i}@example.ch`,
      role: 'client',
      status: 'active',
      createdAt: '2026-04-01T08:00:00.000Z',
      mfaEnabled: false,
    }));
    const asked: string[] = [];
    const { user } = renderUsers({ 'GET /api/admin/users': servePage(many, asked) });

    expect(await screen.findByText('Person 00')).toBeInTheDocument();
    expect(screen.queryByText('Person 20')).not.toBeInTheDocument();
    expect(screen.getByText('45 Benutzer')).toBeInTheDocument();
    expect(asked).toEqual(['page=1&pageSize=20']);

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Person 40')).toBeInTheDocument();
    expect(screen.queryByText('Person 00')).not.toBeInTheDocument();

    // A search by part of the e-mail starts again at page 1, asked once typing paused.
    const box = screen.getByRole('searchbox', { name: 'Benutzer suchen' });
    expect(box).toHaveAttribute('maxlength', '100');
    await user.type(box, 'VELO');
    expect(await screen.findByText('Person 44')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Person 40')).not.toBeInTheDocument());
    expect(asked.slice(2)).toEqual(['search=VELO&page=1&pageSize=20']);

    await user.clear(box);
    await user.type(box, 'niemand');
    expect(await screen.findByText('Keine Benutzer zu «niemand» gefunden')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    renderUsers({ 'GET /api/admin/users': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } } });
    expect(await screen.findByText('Fehler beim Laden der Benutzer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('asks for all fields, then creates the user', async () => {
    const bodies: unknown[] = [];
    const { user } = renderUsers({
      'POST /api/admin/users': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(201, { ...users[1], id: 'new-1', name: 'Neu Person' });
      },
    });
    await screen.findByText('Ada Admin');
    await user.click(screen.getByRole('button', { name: /Neuer Benutzer/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect((await within(dialog).findAllByText('Bitte alle Felder ausfüllen')).length).toBe(3);

    await type(user, 'Name', 'Neu Person');
    await type(user, 'E-Mail', 'neu@example.ch');
    await type(user, 'Passwort', '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect(await within(dialog).findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await type(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Benutzer erfolgreich erstellt')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Neu Person', email: 'neu@example.ch', password: 'Sonnen-Blumen-Feld-42', role: 'client' },
    ]);
  });

  it('shows the server message and keeps the entries when creating fails', async () => {
    const { user } = renderUsers({
      'POST /api/admin/users': {
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Diese E-Mail-Adresse ist bereits registriert' },
      },
    });
    await screen.findByText('Ada Admin');
    await user.click(screen.getByRole('button', { name: /Neuer Benutzer/ }));
    await screen.findByRole('dialog');
    await type(user, 'Name', 'Neu Person');
    await type(user, 'E-Mail', 'ada@example.ch');
    await type(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Neu Person');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@example.ch');
  });

  it('edits name and role, refusing an empty name', async () => {
    const bodies: unknown[] = [];
    const { user } = renderUsers({
      'PATCH /api/admin/users/designer-1': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, { ...users[1], name: 'Dora Neu', role: 'admin' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Dora Design bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Dora Design'));
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Name darf nicht leer sein')).toBeInTheDocument();

    await type(user, 'Name', 'Dora Neu');
    await user.click(within(dialog).getByLabelText('Rolle'));
    await user.click(await screen.findByTitle('Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Dora Neu', role: 'admin' }]);
  });

  it('deletes after confirmation and shows the server refusal', async () => {
    const { user, fetchMock } = renderUsers({
      'DELETE /api/admin/users/designer-1': { status: 204 },
      'DELETE /api/admin/users/admin-1': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'Du kannst dich nicht selbst löschen' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Dora Design löschen' }));
    expect(await screen.findByText('Benutzer löschen?')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('DELETE /api/admin/users/designer-1');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Benutzer gelöscht')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('DELETE /api/admin/users/designer-1');

    await user.click(screen.getByRole('button', { name: 'Ada Admin löschen' }));
    const confirms = await screen.findAllByRole('button', { name: 'Löschen' });
    await user.click(confirms[confirms.length - 1]);
    expect(await screen.findByText('Du kannst dich nicht selbst löschen')).toBeInTheDocument();
  });

  it('resets the second factor of another account after a confirmation naming it, never the own', async () => {
    const { user, fetchMock } = renderUsers({ 'POST /api/admin/users/designer-1/mfa/reset': { status: 204 } });
    await screen.findByText('Dora Design');
    // Not offered for oneself, nor for an account without a factor.
    expect(screen.queryByRole('button', { name: 'Zweiten Faktor von Ada Admin zurücksetzen' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Zweiten Faktor von Karl Kunde zurücksetzen' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zweiten Faktor von Dora Design zurücksetzen' }));
    expect(await screen.findByText('Zweiten Faktor zurücksetzen?')).toBeInTheDocument();
    expect(screen.getByText(/Passkeys von Dora Design werden entfernt/)).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/admin/users/designer-1/mfa/reset');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));

    expect(await screen.findByText('Zweiter Faktor zurückgesetzt')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('POST /api/admin/users/designer-1/mfa/reset');
    // The list is read again (its "2. Faktor" column follows the server).
    await waitFor(() =>
      expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/admin/users')).toHaveLength(2),
    );
  });

  it('shows the server refusal of a reset', async () => {
    const { user } = renderUsers({
      'POST /api/admin/users/designer-1/mfa/reset': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Benutzer nicht gefunden' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zweiten Faktor von Dora Design zurücksetzen' }));
    await user.click(await screen.findByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('Benutzer nicht gefunden')).toBeInTheDocument();
  });

  it('sends an active account a new link to set its password, and says so', async () => {
    const { user, fetchMock } = renderUsers({ 'POST /api/admin/users/client-1/password-link': { status: 204 } });
    await screen.findByText('Karl Kunde');
    // Not for a deactivated account (the server refuses it too), nor for oneself.
    expect(
      screen.queryByRole('button', { name: 'Link zum Passwort setzen an Dora Design senden' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Link zum Passwort setzen an Ada Admin senden' }),
    ).not.toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Link zum Passwort setzen an Karl Kunde senden' });
    expect(send).toHaveAttribute('title', 'Link zum Passwort setzen senden');
    await user.click(send);
    expect(await screen.findByText('Link zum Passwort setzen an karl@example.ch gesendet')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('POST /api/admin/users/client-1/password-link');
  });

  it('shows the server refusal of a new link', async () => {
    const { user } = renderUsers({
      'POST /api/admin/users/client-1/password-link': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'ACCOUNT_INACTIVE',
          message: 'Das Konto ist deaktiviert. Aktiviere es, bevor du einen Link zum Passwort setzen sendest.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Link zum Passwort setzen an Karl Kunde senden' }));
    expect(
      await screen.findByText(
        'Das Konto ist deaktiviert. Aktiviere es, bevor du einen Link zum Passwort setzen sendest.',
      ),
    ).toBeInTheDocument();
  });
});
