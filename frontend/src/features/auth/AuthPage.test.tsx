import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AntdLayout } from '../../app/AntdLayout';
import { passkeyRequestOptions, stubbedCredential, stubPasskeyBrowser } from '../../shared/testing/passkeyBrowser';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { AuthPage } from './AuthPage';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Types a whole value at once. */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

function renderAuth(signedIn = false, route = '/auth') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      {/* The real layout of the app's pages: it says what the sign-in brought ("Erfolgreich eingeloggt!"). */}
      <Route element={<AntdLayout />}>
        <Route path="/dashboard" element={<LocationDisplay />} />
      </Route>
    </Routes>,
    { route, preloadedState: authState(signedIn ? testUser('client') : null) },
  );
}

const session = {
  accessToken: 'fresh-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: testUser('client', { email: 'anna@example.ch' }),
};

describe('AuthPage', () => {
  it('starts in login mode and asks for e-mail and password', async () => {
    const { user } = renderAuth();

    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Bitte gib deine E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib dein Passwort ein')).toBeInTheDocument();
  });

  it('validates name, e-mail format and password length in sign-up mode', async () => {
    const { user } = renderAuth();
    await user.click(screen.getByRole('link', { name: 'Noch kein Account? Registrieren' }));
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeInTheDocument();

    await fill(user, 'E-Mail', 'keine-adresse');
    await fill(user, 'Passwort', '123456789');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Bitte gib deinen Namen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute(
      'placeholder',
      'Mindestens 10 Zeichen, am besten mehrere Wörter',
    );
    expect(screen.getByRole('link', { name: 'Schon registriert? Anmelden' })).toBeInTheDocument();
  });

  it('disables the submit button and reads "Lädt..." while signing in, then shows the server message', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ 'POST /api/auth/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderAuth();

    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'falsch123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const busy = await screen.findByRole('button', { name: 'Lädt...' });
    expect(busy).toBeDisabled();

    answer(jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Ungültige E-Mail oder Passwort' }));
    expect(await screen.findByText('Ungültige E-Mail oder Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('falls back to "Ein Fehler ist aufgetreten" when the server gives no message', async () => {
    stubFetch({ 'POST /api/auth/sign-in': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = renderAuth();

    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Ein Fehler ist aufgetreten')).toBeInTheDocument();
  });

  it('signs in, keeps the token in memory and goes to /dashboard', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-in': { body: session } });
    const { user, store } = renderAuth();

    await fill(user, 'E-Mail', 'anna@example.ch');
    // Shorter than a new password must be: passwords chosen under the older rule keep signing in.
    await fill(user, 'Passwort', 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Erfolgreich eingeloggt!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'fresh-token' });
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(await request.json()).toEqual({ email: 'anna@example.ch', password: 'geheim123' });
    expect(request.credentials).toBe('include');
  });

  it('after sign-up switches to login and keeps the e-mail', async () => {
    stubFetch({ 'POST /api/auth/sign-up': { status: 201, body: { user: session.user } } });
    const { user } = renderAuth();

    await user.click(screen.getByRole('link', { name: 'Noch kein Account? Registrieren' }));
    await fill(user, 'Name', 'Anna Muster');
    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Account erstellt! Du kannst dich jetzt einloggen.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('shows why the server refuses a password that is easy to guess, and keeps the entries', async () => {
    const refusal = {
      statusCode: 400,
      code: 'VALIDATION',
      message:
        'Dieses Passwort ist zu leicht zu erraten: Dies weist Ähnlichkeit zu anderen oft verwendeten Passwörtern auf. Wähle eine längere Passphrase aus mehreren Wörtern.',
      errors: [
        {
          field: 'password',
          message:
            'Dieses Passwort ist zu leicht zu erraten: Dies weist Ähnlichkeit zu anderen oft verwendeten Passwörtern auf. Wähle eine längere Passphrase aus mehreren Wörtern.',
        },
      ],
    };
    stubFetch({ 'POST /api/auth/sign-up': () => jsonResponse(400, refusal) });
    const { user } = renderAuth(false, '/auth?mode=sign-up');

    await fill(user, 'Name', 'Anna Muster');
    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'passwort123');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveValue('passwort123');
  });

  it('opens in sign-up mode from the landing page\'s "Sign up" link (/auth?mode=sign-up)', () => {
    renderAuth(false, '/auth?mode=sign-up');
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeEnabled();
  });

  it('shows the form while the session is being restored, ready for input', () => {
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
      </Routes>,
      { route: '/auth', preloadedState: authState(null, { status: 'restoring' }) },
    );
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeEnabled();
  });

  it('says "Erfolgreich ausgeloggt" after "Abmelden"', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
      </Routes>,
      { route: '/auth', preloadedState: authState(null, { signedOut: true }) },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Erfolgreich ausgeloggt');
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('never sends by GET, so a password cannot end up in an address', () => {
    renderAuth();
    const form = screen.getByRole('button', { name: 'Anmelden' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('replaces the error of a failed sign-in with the success of the next one', async () => {
    let attempts = 0;
    stubFetch({
      'POST /api/auth/sign-in': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Ungültige E-Mail oder Passwort' })
          : jsonResponse(200, session);
      },
    });
    const { user } = renderAuth();

    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'falsch123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültige E-Mail oder Passwort')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Passwort'));
    await fill(user, 'Passwort', 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Erfolgreich eingeloggt!')).toBeInTheDocument();
    expect(screen.queryByText('Ungültige E-Mail oder Passwort')).not.toBeInTheDocument();
  });

  it('sends an existing session to /dashboard', () => {
    renderAuth(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

describe('AuthPage: the second step of an account with a second factor', () => {
  const challenge = (methods: string[]) => ({ mfaRequired: true, mfaToken: 'mfa-token-1', methods });
  const wrongCode = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Der Code ist nicht korrekt.' };

  /** Signs in with the password; the server asks for the second step. */
  async function passwordStep(user: User) {
    await fill(user, 'E-Mail', 'anna@example.ch');
    await fill(user, 'Passwort', 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    // The step's own chunk loads on the way.
    expect(
      await screen.findByRole('heading', { name: 'Anmeldung bestätigen' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }

  it("asks for the authenticator code, refuses a malformed one itself, shows the server's refusal, and signs in on Enter", async () => {
    const sent: unknown[] = [];
    const fetchMock = stubFetch({
      'POST /api/auth/sign-in': { body: challenge(['totp', 'recovery']) },
      'POST /api/auth/mfa/verify': async (request) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        return body.code === '123456' ? jsonResponse(200, session) : jsonResponse(401, wrongCode);
      },
    });
    const { user, store } = renderAuth();
    await passwordStep(user);

    // No session yet: the password alone signed nobody in.
    expect(store.getState().auth.status).toBe('anonymous');
    const field = screen.getByLabelText('Bestätigungscode');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('button', { name: 'Mit Passkey bestätigen' })).not.toBeInTheDocument();

    await user.paste('12345');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bitte gib den 6-stelligen Code ein')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/auth/mfa/verify');

    await user.clear(field);
    await user.paste('654321');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist nicht korrekt.');
    expect(store.getState().auth.status).toBe('anonymous');

    await user.clear(field);
    // As the apps show it, with a space.
    await user.paste('123 456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Erfolgreich eingeloggt!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'fresh-token' });
    expect(sent).toEqual([
      { mfaToken: 'mfa-token-1', code: '654321' },
      { mfaToken: 'mfa-token-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    let sent: unknown;
    stubFetch({
      'POST /api/auth/sign-in': { body: challenge(['totp', 'recovery']) },
      'POST /api/auth/mfa/verify': async (request) => {
        sent = await request.json();
        return jsonResponse(200, session);
      },
    });
    const { user } = renderAuth();
    await passwordStep(user);

    await user.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    const field = screen.getByLabelText('Wiederherstellungscode');
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText('Bestätigungscode')).not.toBeInTheDocument();
    await user.paste(' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(sent).toEqual({ mfaToken: 'mfa-token-1', code: 'abcde-12345' });
  });

  it('goes back to the password step with the e-mail kept', async () => {
    stubFetch({ 'POST /api/auth/sign-in': { body: challenge(['totp', 'recovery']) } });
    const { user } = renderAuth();
    await passwordStep(user);

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
  });

  describe('with a passkey', () => {
    let browser: ReturnType<typeof stubPasskeyBrowser> | undefined;
    afterEach(() => browser?.restore());

    it("confirms with the passkey: the server's options to the browser, its answer to the server", async () => {
      browser = stubPasskeyBrowser();
      const sent: unknown[] = [];
      stubFetch({
        'POST /api/auth/sign-in': { body: challenge(['totp', 'recovery', 'passkey']) },
        'POST /api/auth/passkey/options': async (request) => {
          sent.push(await request.json());
          return jsonResponse(200, passkeyRequestOptions);
        },
        'POST /api/auth/passkey/verify': async (request) => {
          sent.push(await request.json());
          return jsonResponse(200, session);
        },
      });
      const { user, store } = renderAuth();
      await passwordStep(user);

      await user.click(screen.getByRole('button', { name: 'Mit Passkey bestätigen' }));
      expect(await screen.findByTestId('location', {}, { timeout: 15_000 })).toHaveTextContent('/dashboard');
      expect(store.getState().auth.status).toBe('authenticated');
      // The browser was asked for this account's passkey, with the server's challenge.
      const asked = browser.get.mock.calls[0][0].publicKey!;
      expect(new TextDecoder().decode(asked.challenge as ArrayBuffer)).toBe('challenge');
      expect(sent[0]).toEqual({ mfaToken: 'mfa-token-1' });
      expect(sent[1]).toMatchObject({
        mfaToken: 'mfa-token-1',
        response: {
          id: stubbedCredential.id,
          rawId: stubbedCredential.rawId,
          type: 'public-key',
          response: { clientDataJSON: stubbedCredential.clientDataJSON },
        },
      });
    });

    it('says so when the passkey is not confirmed, and offers it again', async () => {
      browser = stubPasskeyBrowser({ cancel: true });
      const fetchMock = stubFetch({
        'POST /api/auth/sign-in': { body: challenge(['passkey']) },
        'POST /api/auth/passkey/options': { body: passkeyRequestOptions },
      });
      const { user } = renderAuth();
      await passwordStep(user);
      // Only a passkey: no code field.
      expect(screen.queryByLabelText('Bestätigungscode')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Mit Passkey bestätigen' }));
      expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
        'Der Passkey wurde nicht bestätigt.',
      );
      expect(screen.getByRole('button', { name: 'Mit Passkey bestätigen' })).toBeEnabled();
      expect(requestedPaths(fetchMock)).not.toContain('POST /api/auth/passkey/verify');
    });
  });
});
