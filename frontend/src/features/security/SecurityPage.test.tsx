import { screen, waitFor, within } from '@testing-library/react';
import type { MfaStatus } from '../../shared/contracts';
import { passkeyCreationOptions, stubbedCredential, stubPasskeyBrowser } from '../../shared/testing/passkeyBrowser';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import type { AuthUser } from '../../shared/session/types';
import { SecurityPage } from './SecurityPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const designer = testUser('designer', { id: 'designer-1', email: 'dora@example.ch' });
const SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const setup = {
  otpauthUrl: `otpauth://totp/ContentFlow:dora%40example.ch?secret=${SECRET}&issuer=ContentFlow`,
  secret: SECRET,
};
const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const wrongCode = { statusCode: 400, code: 'VALIDATION', message: 'Der Code ist nicht korrekt.' };
const wrongPassword = { statusCode: 400, code: 'VALIDATION', message: 'Das aktuelle Passwort ist nicht korrekt' };

const none: MfaStatus = { totp: false, recoveryCodesLeft: 0, passkeys: [], required: false };
const withTotp: MfaStatus = { ...none, totp: true, recoveryCodesLeft: 10 };

/**
 * The server's state: GET /api/me/mfa and GET /api/auth/me answer from `state`, which the routes of
 * a test change as the server would.
 */
function serverOf(user: AuthUser, initial: MfaStatus) {
  const state = { factors: initial, user };
  const routes: Record<string, FetchRoute> = {
    'GET /api/me/mfa': () => jsonResponse(200, state.factors),
    'GET /api/auth/me': () => jsonResponse(200, { user: state.user, profile: null }),
  };
  return { state, routes };
}

function renderSecurity(user: AuthUser, routes: Record<string, FetchRoute>, overrides = {}) {
  const fetchMock = stubFetch(routes);
  return {
    fetchMock,
    ...renderWithProviders(unstyled(<SecurityPage />), {
      route: '/security',
      preloadedState: authState(user, overrides),
    }),
  };
}

async function typeInto(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('SecurityPage: the authenticator app', () => {
  it('sets it up: QR code and the secret by hand, a wrong code refused, then the recovery codes shown once', async () => {
    const server = serverOf(designer, none);
    const confirmed: unknown[] = [];
    const started: unknown[] = [];
    const { user, fetchMock } = renderSecurity(designer, {
      ...server.routes,
      'POST /api/me/mfa/totp': async (request) => {
        started.push(await request.json());
        return jsonResponse(200, setup);
      },
      'POST /api/me/mfa/totp/confirm': async (request) => {
        const body = (await request.json()) as { code: string };
        confirmed.push(body);
        if (body.code !== '123456') return jsonResponse(400, wrongCode);
        server.state.factors = withTotp;
        return jsonResponse(200, { recoveryCodes: codes });
      },
    });

    const card = await screen.findByTestId('totp-card');
    expect(within(card).getByText('Nicht eingerichtet')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Authenticator-App einrichten/ }));
    // Adding a factor asks for the password first; it goes with the start of the set-up.
    const proof = await screen.findByRole('dialog', { name: 'Authenticator-App einrichten' });
    await typeInto(user, within(proof).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.keyboard('{Enter}');

    // The QR code of the otpauth address, and the same secret to type in, in groups of four.
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('KVKF KRCP NZQU YMLX OVYD SQKJ KZDT SRLD');
    const field = screen.getByLabelText('Bestätigungscode');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await typeInto(user, field, '12345');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bitte gib den 6-stelligen Code ein')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/me/mfa/totp/confirm');

    await typeInto(user, field, '654321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Code ist nicht korrekt.')).toBeInTheDocument();

    await typeInto(user, field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deine Wiederherstellungscodes' });
    expect(within(dialog).getByText('Diese Codes werden nur jetzt angezeigt.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByTestId('recovery-codes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(confirmed).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(started).toEqual([{ currentPassword: 'richtig123' }]);

    // Copy and download, both with all ten codes.
    const clipboard = { writeText: jest.fn(() => Promise.resolve()) };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    await user.click(within(dialog).getByRole('button', { name: /Kopieren/ }));
    expect(await screen.findByText('Codes kopiert')).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith(codes.join('\n'));

    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((file: Blob) => (files.push(file), 'blob:codes')),
      revokeObjectURL: jest.fn(),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('contentflow-wiederherstellungscodes.txt');
    });
    await user.click(within(dialog).getByRole('button', { name: /Als \.txt herunterladen/ }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]);
    });
    expect(text).toContain('dora@example.ch');
    for (const code of codes) expect(text).toContain(code);

    // Neither Escape nor a click beside it closes it: only saying the codes are kept.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Deine Wiederherstellungscodes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    await waitFor(() => expect(screen.queryByText(codes[0])).not.toBeInTheDocument());

    // Never shown again: the card says how many are left.
    expect(await within(card).findByText('Noch 10 Wiederherstellungscodes übrig')).toBeInTheDocument();
    expect(within(card).getByText('Aktiv')).toBeInTheDocument();
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('makes new recovery codes and removes the app only with the current password', async () => {
    const server = serverOf(designer, { ...withTotp, recoveryCodesLeft: 2 });
    const sent: unknown[] = [];
    const withPassword = (answer: () => Response) => async (request: Request) => {
      const body = (await request.json()) as { currentPassword: string };
      sent.push(body);
      return body.currentPassword === 'richtig123' ? answer() : jsonResponse(400, wrongPassword);
    };
    const { user } = renderSecurity(designer, {
      ...server.routes,
      'POST /api/me/mfa/recovery-codes': withPassword(() => {
        server.state.factors = withTotp;
        return jsonResponse(200, { recoveryCodes: codes });
      }),
      'DELETE /api/me/mfa/totp': withPassword(() => {
        server.state.factors = none;
        return jsonResponse(204);
      }),
    });

    // Few codes left: the card says so.
    expect(await screen.findByText('Noch 2 Wiederherstellungscodes übrig')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Neue Wiederherstellungscodes erzeugen/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Neue Wiederherstellungscodes erzeugen?' });
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'falsch123');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Das aktuelle Passwort ist nicht korrekt')).toBeInTheDocument();
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));
    const shown = await screen.findByRole('dialog', { name: 'Deine Wiederherstellungscodes' });
    expect(within(shown).getByText(codes[9])).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    expect(await screen.findByText('Noch 10 Wiederherstellungscodes übrig')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Authenticator-App entfernen/ }));
    dialog = await screen.findByRole('dialog', { name: 'Authenticator-App entfernen?' });
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Authenticator-App entfernt')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Authenticator-App einrichten/ })).toBeInTheDocument();
    expect(sent).toEqual([
      { currentPassword: 'falsch123' },
      { currentPassword: 'richtig123' },
      { currentPassword: 'richtig123' },
    ]);
  });

  it("shows an admin the server's refusal to remove its last factor", async () => {
    const admin = testUser('admin', { mfa: { enabled: true, setupRequired: false } });
    const server = serverOf(admin, { ...withTotp, required: true });
    const { user } = renderSecurity(admin, {
      ...server.routes,
      'DELETE /api/me/mfa/totp': {
        status: 409,
        body: { statusCode: 409, code: 'MFA_REQUIRED', message: 'Administratoren brauchen einen zweiten Faktor.' },
      },
    });
    expect(
      await screen.findByText('Als Administrator brauchst du immer mindestens einen zweiten Faktor.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Authenticator-App entfernen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticator-App entfernen?' });
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await within(dialog).findByText('Administratoren brauchen einen zweiten Faktor.')).toBeInTheDocument();
  });
});

describe('SecurityPage: an admin without a second factor', () => {
  it('explains why it is here, and lets it go once the app is set up', async () => {
    const admin = testUser('admin', { mfa: { enabled: false, setupRequired: true } });
    const server = serverOf(admin, { ...none, required: true });
    const { user, store } = renderSecurity(admin, {
      ...server.routes,
      'POST /api/me/mfa/totp': { body: setup },
      'POST /api/me/mfa/totp/confirm': () => {
        server.state.factors = { ...withTotp, required: true };
        server.state.user = { ...admin, mfa: { enabled: true, setupRequired: false } };
        return jsonResponse(200, { recoveryCodes: codes });
      },
    });

    expect(await screen.findByText(/Als Administrator brauchst du einen zweiten Faktor/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Authenticator-App einrichten/ }));
    await typeInto(
      user,
      within(await screen.findByRole('dialog', { name: 'Authenticator-App einrichten' })).getByLabelText(
        'Aktuelles Passwort',
      ),
      'richtig123',
    );
    await user.keyboard('{Enter}');
    await typeInto(user, await screen.findByLabelText('Bestätigungscode'), '123456');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Deine Wiederherstellungscodes' });

    // GET /api/auth/me is read again: the signed-in admin has its factor, the rest of the app is open.
    await waitFor(() => expect(store.getState().auth.user?.mfa).toEqual({ enabled: true, setupRequired: false }));
    expect(screen.queryByText(/Als Administrator brauchst du einen zweiten Faktor/)).not.toBeInTheDocument();
    expect(
      await screen.findByText('Zweiter Faktor eingerichtet. Du kannst ContentFlow jetzt nutzen.'),
    ).toBeInTheDocument();
  });
});

describe('SecurityPage: passkeys', () => {
  let browser: ReturnType<typeof stubPasskeyBrowser> | undefined;
  afterEach(() => browser?.restore());

  const macbook = {
    id: 'pk-1',
    name: 'MacBook',
    createdAt: '2026-03-02T12:00:00.000Z',
    lastUsedAt: '2026-04-10T08:00:00.000Z',
  };

  it("lists them, adds one through the browser's passkey dialog, and removes one with the password", async () => {
    browser = stubPasskeyBrowser();
    const server = serverOf(designer, { ...none, passkeys: [macbook] });
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const proofs: unknown[] = [];
    const { user } = renderSecurity(designer, {
      ...server.routes,
      'POST /api/me/passkeys/options': async (request) => {
        proofs.push(await request.json());
        return jsonResponse(200, passkeyCreationOptions);
      },
      'POST /api/me/passkeys': async (request) => {
        added.push(await request.json());
        const passkey = { id: 'pk-2', name: 'iPhone', createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
        server.state.factors = { ...server.state.factors, passkeys: [macbook, passkey] };
        return jsonResponse(201, passkey);
      },
      'DELETE /api/me/passkeys/pk-1': async (request) => {
        removed.push(await request.json());
        server.state.factors = {
          ...server.state.factors,
          passkeys: server.state.factors.passkeys.filter((passkey) => passkey.id !== 'pk-1'),
        };
        return jsonResponse(204);
      },
    });

    const card = await screen.findByTestId('passkeys-card');
    const first = await within(card).findByText('MacBook');
    const row = first.closest('li')!;
    expect(within(row).getByText('Hinzugefügt am 02.03.2026')).toBeInTheDocument();
    expect(within(row).getByText('Zuletzt verwendet am 10.04.2026')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Passkey hinzufügen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey hinzufügen' });
    await typeInto(user, within(dialog).getByLabelText('Name'), 'iPhone');
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Passkey hinzugefügt', {}, { timeout: 15_000 })).toBeInTheDocument();
    const newRow = (await within(card).findByText('iPhone')).closest('li')!;
    expect(within(newRow).getByText('Noch nie verwendet')).toBeInTheDocument();
    // The browser made the passkey for the server's challenge; its answer went to the server.
    const asked = browser.create.mock.calls[0][0].publicKey!;
    expect(new TextDecoder().decode(asked.challenge as ArrayBuffer)).toBe('challenge');
    expect(proofs).toEqual([{ currentPassword: 'richtig123' }]);
    expect(added).toEqual([
      {
        name: 'iPhone',
        response: expect.objectContaining({
          id: stubbedCredential.id,
          rawId: stubbedCredential.rawId,
          type: 'public-key',
        }),
      },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Passkey MacBook entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Passkey «MacBook» entfernen?' });
    await typeInto(user, within(confirm).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Passkey entfernt')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('MacBook')).not.toBeInTheDocument());
    expect(removed).toEqual([{ currentPassword: 'richtig123' }]);
  });

  it("says so when the browser's dialog is closed, and stores nothing", async () => {
    browser = stubPasskeyBrowser({ cancel: true });
    const server = serverOf(designer, none);
    const { user, fetchMock } = renderSecurity(designer, {
      ...server.routes,
      'POST /api/me/passkeys/options': { body: passkeyCreationOptions },
    });
    expect(await screen.findByText('Noch kein Passkey hinzugefügt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Passkey hinzufügen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey hinzufügen' });
    await typeInto(user, within(dialog).getByLabelText('Name'), 'iPhone');
    await typeInto(user, within(dialog).getByLabelText('Aktuelles Passwort'), 'richtig123');
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByText('Der Passkey wurde nicht erstellt. Versuche es erneut.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/me/passkeys');
  });
});

describe('SecurityPage: loading and the client view', () => {
  it('shows the load error with a retry', async () => {
    let fail = true;
    const { user } = renderSecurity(designer, {
      'GET /api/me/mfa': () =>
        fail ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: '' }) : jsonResponse(200, none),
      'GET /api/auth/me': { body: { user: designer, profile: null } },
    });
    expect(await screen.findByText('Fehler beim Laden der Sicherheitseinstellungen')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: /Authenticator-App einrichten/ })).toBeInTheDocument();
  });

  it('asks nothing while an admin views as a client', async () => {
    const admin = testUser('admin', { mfa: { enabled: true, setupRequired: false } });
    const { fetchMock } = renderSecurity(admin, {}, { viewAsClientId: 'client-1' });
    expect(
      await screen.findByText('In der Kundenansicht kannst du keine Sicherheitseinstellungen ändern.'),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.includes('/mfa') || path.includes('/auth/me'))).toEqual([]);
  });
});
