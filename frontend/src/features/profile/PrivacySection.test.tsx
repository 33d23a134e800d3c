import { configure, screen, waitFor, within } from '@testing-library/react';
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
import { unstyled } from '../../shared/testing/unstyled';
import type { MemberRole } from '../../shared/contracts';
import { myClient } from '../team/testing/fixtures';
import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../auth/AuthPage';
import { PrivacySection } from './PrivacySection';
import type { DataExport } from './privacyTypes';

// antd's dialogs can take a while in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const member = testUser('client', { id: 'user-anna', name: 'Anna Muster', email: 'anna@example.ch' });
const designer = testUser('designer', { id: 'user-dora', name: 'Dora Design' });
const admin = testUser('admin', { id: 'user-admin', name: 'Adi Admin' });

const COMPANY = 'Bäckerei Muster AG';

const exportOf = (overrides: Partial<DataExport>): DataExport => ({
  ...(overrides.status && overrides.status !== 'ready' ? {} : { url: '/files/exports/export-1.zip?sig=abc' }),
  id: 'export-1',
  status: 'ready',
  createdAt: '2026-11-20T09:00:00.000Z',
  readyAt: '2026-11-20T09:05:00.000Z',
  expiresAt: '2026-11-27T09:05:00.000Z',
  bytes: 5_452_595,
  ...overrides,
});

/** jsdom's Blob has no `text()`. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

const notFound = () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden' });

/** A member of «Bäckerei Muster AG» (client-1) with the given role; `extra` adds or replaces routes. */
function memberRoutes(role: MemberRole, extra: Record<string, FetchRoute> = {}): Record<string, FetchRoute> {
  return {
    'GET /api/me/clients': { body: [myClient({ role, name: COMPANY })] },
    'GET /api/clients/client-1/data-exports': { body: [] },
    'GET /api/clients/client-1/erasure': notFound,
    ...extra,
  };
}

function renderPrivacy(preloadedState = authState(member)) {
  return renderAtRoute('/client/profile', unstyled(<PrivacySection />), { route: '/client/profile', preloadedState });
}

describe('PrivacySection: the owner', () => {
  it('lists the exports with their status, size and download, and asks for a new one', async () => {
    const posts: string[] = [];
    let exports: DataExport[] = [
      exportOf({ id: 'old', status: 'expired', createdAt: '2026-10-01T09:00:00.000Z' }),
      exportOf({ id: 'ready' }),
      exportOf({ id: 'broken', status: 'failed', createdAt: '2026-11-10T09:00:00.000Z', bytes: null }),
    ];
    stubFetch(
      memberRoutes('owner', {
        'GET /api/clients/client-1/data-exports': () => jsonResponse(200, exports),
        'POST /api/clients/client-1/data-exports': () => {
          posts.push('export');
          exports = [
            exportOf({ id: 'new', status: 'preparing', createdAt: '2026-11-28T09:00:00.000Z', bytes: null }),
            ...exports,
          ];
          return jsonResponse(202, { id: 'new', status: 'preparing' });
        },
      }),
    );
    const { user } = renderPrivacy();

    expect(await screen.findByRole('heading', { name: 'Daten & Datenschutz' })).toBeInTheDocument();
    const card = await screen.findByTestId('privacy-exports');
    await waitFor(() => expect(within(card).getAllByTestId('data-export')).toHaveLength(3));
    // Newest first, each with its status.
    expect(
      within(card)
        .getAllByTestId('data-export')
        .map((row) => row.dataset.status),
    ).toEqual(['ready', 'failed', 'expired']);
    const ready = within(card).getAllByTestId('data-export')[0];
    expect(ready).toHaveTextContent('Bereit');
    expect(ready).toHaveTextContent('Angefordert am 20.11.2026');
    expect(ready).toHaveTextContent('5.2 MB');
    expect(ready).toHaveTextContent('Download bis 27.11.2026');
    expect(within(ready).getByRole('link', { name: 'Export vom 20.11.2026 herunterladen' })).toHaveAttribute(
      'href',
      '/files/exports/export-1.zip?sig=abc',
    );
    // Only a ready one can be downloaded.
    expect(within(card).getAllByTestId('export-download')).toHaveLength(1);
    expect(within(card).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(card).getByText('Abgelaufen')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Export anfordern/ }));

    expect(await screen.findByText('Export angefordert. Du erhältst eine E-Mail, sobald er bereit ist.')).toBeVisible();
    expect(posts).toEqual(['export']);
    // The list follows: the new one is being prepared, and a second cannot be asked for meanwhile.
    await waitFor(() => expect(within(card).getAllByTestId('data-export')).toHaveLength(4));
    expect(within(card).getAllByTestId('data-export')[0]).toHaveTextContent('Wird vorbereitet');
    expect(within(card).getByRole('button', { name: /Export anfordern/ })).toBeDisabled();
    expect(within(card).getByRole('status')).toHaveTextContent('Es wird bereits ein Export vorbereitet.');
  });

  it('says clearly when an export is already being prepared (429)', async () => {
    stubFetch(
      memberRoutes('owner', {
        'POST /api/clients/client-1/data-exports': () =>
          jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen' }),
      }),
    );
    const { user } = renderPrivacy();
    const card = await screen.findByTestId('privacy-exports');
    expect(await within(card).findByText('Noch kein Export angefordert.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Export anfordern/ }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Es wird bereits ein Export vorbereitet. Sobald er fertig ist, kannst du einen neuen anfordern.',
    );
  });

  it('shows a failed list with a retry', async () => {
    let failing = true;
    stubFetch(
      memberRoutes('owner', {
        'GET /api/clients/client-1/data-exports': () =>
          failing ? jsonResponse(500, { statusCode: 500, message: 'x' }) : jsonResponse(200, [exportOf({})]),
      }),
    );
    const { user } = renderPrivacy();
    const card = await screen.findByTestId('privacy-exports');
    expect(await within(card).findByText('Fehler beim Laden der Exporte')).toBeInTheDocument();
    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(card).findByTestId('data-export')).toHaveTextContent('Bereit');
  });

  it('schedules the erasure after the company name is typed, shows the date and cancels it', async () => {
    const bodies: unknown[] = [];
    // The card shows the POST's answer as it came (the GET of a reload is the admin test's below).
    const fetchMock = stubFetch(
      memberRoutes('owner', {
        'POST /api/clients/client-1/erasure': async (request) => {
          bodies.push(await request.json());
          return jsonResponse(202, { scheduledFor: '2026-12-28T09:00:00.000Z' });
        },
        'DELETE /api/clients/client-1/erasure': { status: 204 },
      }),
    );
    const { user } = renderPrivacy();
    const card = await screen.findByTestId('privacy-company');
    await user.click(await within(card).findByRole('button', { name: /Firma löschen/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Firma löschen?' });
    const confirm = within(dialog).getByRole('button', { name: /Firma löschen/ });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(`Gib zur Bestätigung den Namen der Firma ein: «${COMPANY}»`);
    await user.type(field, 'Bäckerei Muster');
    expect(confirm).toBeDisabled();
    await user.type(field, ' AG');
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await within(card).findByTestId('erasure-pending')).toHaveTextContent(
      'Die Firma wird am 28.12.2026 gelöscht.',
    );
    expect(bodies).toEqual([{ confirm: COMPANY }]);

    await user.click(within(card).getByRole('button', { name: /Löschung abbrechen/ }));
    expect(await screen.findByText('Die Löschung wurde abgebrochen.')).toBeVisible();
    expect(await within(card).findByRole('button', { name: /Firma löschen/ })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('DELETE /api/clients/client-1/erasure');
  });

  it('shows the name the server refused at the field (400)', async () => {
    stubFetch(
      memberRoutes('owner', {
        'POST /api/clients/client-1/erasure': () =>
          jsonResponse(400, { statusCode: 400, code: 'VALIDATION', message: 'Der Name stimmt nicht überein' }),
      }),
    );
    const { user } = renderPrivacy();
    const card = await screen.findByTestId('privacy-company');
    await user.click(await within(card).findByRole('button', { name: /Firma löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Firma löschen?' });
    await user.type(within(dialog).getByRole('textbox'), COMPANY);
    await user.click(within(dialog).getByRole('button', { name: /Firma löschen/ }));

    expect(await within(dialog).findByText('Der Name stimmt nicht überein')).toBeInTheDocument();
    // The input stays.
    expect(within(dialog).getByRole('textbox')).toHaveValue(COMPANY);
  });

  it('explains why the last owner cannot delete the account (409 LAST_OWNER)', async () => {
    stubFetch(
      memberRoutes('owner', {
        'DELETE /api/me/account': () =>
          jsonResponse(409, { statusCode: 409, code: 'LAST_OWNER', message: 'Letzter Inhaber' }),
      }),
    );
    const { user, store } = renderPrivacy();
    const card = await screen.findByTestId('privacy-account');
    await user.click(within(card).getByRole('button', { name: /Konto löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    await user.type(
      within(dialog).getByLabelText('Bestätige die Löschung mit deinem aktuellen Passwort.'),
      'geheim-1234',
    );
    await user.click(within(dialog).getByRole('button', { name: /Konto löschen/ }));

    expect(
      await within(dialog).findByText(
        'Du bist der letzte Inhaber der Firma. Ernenne zuerst ein anderes Mitglied zum Inhaber oder lösche die ganze Firma.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('authenticated');
  });
});

describe('PrivacySection: the other members', () => {
  it.each(['approver', 'viewer'] as const)('a %s sees only their own data and account', async (role) => {
    const fetchMock = stubFetch(memberRoutes(role));
    renderPrivacy();
    expect(await screen.findByTestId('privacy-account')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-my-data')).toBeInTheDocument();
    expect(screen.queryByTestId('privacy-exports')).not.toBeInTheDocument();
    expect(screen.queryByTestId('privacy-company')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.includes('/clients/client-1'))).toEqual([]);
  });

  it('deletes the account with the current password and signs out', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      memberRoutes('approver', {
        'DELETE /api/me/account': async (request) => {
          bodies.push(await request.json());
          return jsonResponse(204);
        },
      }),
    );
    // The sign-in page is the real one: it is outside the app's layout, so it says what happened.
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/client/profile" element={unstyled(<PrivacySection />)} />
        <Route path="/auth" element={<AuthPage />} />
      </Routes>,
      { route: '/client/profile', preloadedState: authState(member) },
    );
    const card = await screen.findByTestId('privacy-account');
    await user.click(within(card).getByRole('button', { name: /Konto löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    const submit = within(dialog).getByRole('button', { name: /Konto löschen/ });
    expect(submit).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Bestätige die Löschung mit deinem aktuellen Passwort.'),
      'geheim-1234',
    );
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Dein Konto wurde gelöscht.');
    expect(bodies).toEqual([{ currentPassword: 'geheim-1234' }]);
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('shows a wrong password at the field and keeps the session', async () => {
    stubFetch(
      memberRoutes('viewer', {
        'DELETE /api/me/account': () =>
          jsonResponse(400, {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Das aktuelle Passwort ist nicht korrekt',
            errors: [{ field: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt' }],
          }),
      }),
    );
    const { user, store } = renderPrivacy();
    await user.click(
      within(await screen.findByTestId('privacy-account')).getByRole('button', { name: /Konto löschen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    await user.type(within(dialog).getByLabelText('Bestätige die Löschung mit deinem aktuellen Passwort.'), 'falsch');
    await user.click(within(dialog).getByRole('button', { name: /Konto löschen/ }));

    expect(await within(dialog).findByText('Das aktuelle Passwort ist nicht korrekt')).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('shows «Meine Daten» and downloads them as JSON', async () => {
    const data = {
      profile: { name: 'Anna Muster', email: 'anna@example.ch' },
      memberships: [{ clientId: 'client-1', role: 'approver' }],
      sessions: [{ createdAt: '2026-11-01T09:00:00.000Z' }, { createdAt: '2026-11-02T09:00:00.000Z' }],
      messages: [],
    };
    stubFetch(memberRoutes('approver', { 'GET /api/me/data': { body: data } }));
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:meine-daten';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('meine-daten.json');
      expect(this.href).toBe('blob:meine-daten');
    });
    const { user } = renderPrivacy();
    const card = await screen.findByTestId('privacy-my-data');
    await user.click(within(card).getByRole('button', { name: /Meine Daten anzeigen/ }));

    const summary = await within(card).findByLabelText('Übersicht meiner Daten');
    expect(summary).toHaveTextContent('ProfilAnna Muster, anna@example.ch');
    expect(summary).toHaveTextContent('Mitgliedschaften1 Eintrag');
    expect(summary).toHaveTextContent('Sitzungen2 Einträge');
    expect(summary).toHaveTextContent('Nachrichten0 Einträge');

    await user.click(within(card).getByRole('button', { name: /Als JSON herunterladen/ }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await textOf(saved[0]))).toEqual(data);
  });

  it('a designer learns why open orders keep the account (409 OPEN_ORDERS)', async () => {
    stubFetch({
      'DELETE /api/me/account': () =>
        jsonResponse(409, { statusCode: 409, code: 'OPEN_ORDERS', message: 'Offene Aufträge' }),
    });
    const { user } = renderPrivacy(authState(designer));
    expect(screen.queryByTestId('privacy-exports')).not.toBeInTheDocument();
    await user.click(
      within(await screen.findByTestId('privacy-account')).getByRole('button', { name: /Konto löschen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    await user.type(
      within(dialog).getByLabelText('Bestätige die Löschung mit deinem aktuellen Passwort.'),
      'geheim-1234',
    );
    await user.click(within(dialog).getByRole('button', { name: /Konto löschen/ }));
    expect(await within(dialog).findByText(/Du hast noch offene Aufträge\./)).toBeInTheDocument();
  });
});

describe('PrivacySection: admins', () => {
  it("an admin's own profile offers its data only", async () => {
    stubFetch({});
    renderPrivacy(authState(admin));
    expect(await screen.findByTestId('privacy-my-data')).toBeInTheDocument();
    expect(screen.queryByTestId('privacy-account')).not.toBeInTheDocument();
    expect(screen.queryByTestId('privacy-exports')).not.toBeInTheDocument();
  });

  it('an admin viewing as the company sees its exports and cancels its pending erasure, nothing personal', async () => {
    let pending: { scheduledFor: string } | null = { scheduledFor: '2026-12-28T09:00:00.000Z' };
    stubFetch({
      'GET /api/clients/client-1/data-exports': { body: [exportOf({})] },
      'GET /api/clients/client-1/erasure': () => (pending ? jsonResponse(200, pending) : notFound()),
      'DELETE /api/clients/client-1/erasure': () => {
        pending = null;
        return jsonResponse(204);
      },
    });
    const { user } = renderPrivacy(authState(admin, { viewAsClientId: 'client-1' }));
    expect(await screen.findByTestId('privacy-exports')).toBeInTheDocument();
    expect(screen.queryByTestId('privacy-my-data')).not.toBeInTheDocument();
    expect(screen.queryByTestId('privacy-account')).not.toBeInTheDocument();
    const card = screen.getByTestId('privacy-company');
    expect(await within(card).findByTestId('erasure-pending')).toHaveTextContent('28.12.2026');
    await user.click(within(card).getByRole('button', { name: /Löschung abbrechen/ }));
    // Without a pending erasure there is nothing here for an admin: the owner asks for it.
    await waitFor(() => expect(screen.queryByTestId('privacy-company')).not.toBeInTheDocument());
  });
});
