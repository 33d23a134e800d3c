import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AntdLayout } from '../../app/AntdLayout';
import { authState, jsonResponse, LocationDisplay, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
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
    await fill(user, 'Passwort', '12345');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Bitte gib deinen Namen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Passwort muss mindestens 6 Zeichen lang sein')).toBeInTheDocument();
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

    answer(
      jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Ungültige E-Mail oder Passwort' }),
    );
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
    await fill(user, 'Passwort', 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText('Account erstellt! Du kannst dich jetzt einloggen.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
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
