import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { renderWholeApp } from '../../test/renderWholeApp';
import { setupApi } from './setupApi';
import { SetupPage } from './SetupPage';

type User = ReturnType<typeof renderWithProviders>['user'];

/** The first render of a lazy page also compiles its module, which takes a moment in Jest. */
const lazyPage = { timeout: 15000 };

/** Types a whole value at once: antd re-renders the form per keystroke, which is slow in jsdom. */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillForm(user: User) {
  await fill(user, 'Name', 'Ada Admin');
  await fill(user, 'E-Mail', 'ada@firma.ch');
  await fill(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
  await fill(user, 'Passwort bestätigen', 'Sonnen-Blumen-Feld-42');
}

const admin = testUser('admin', { id: 'admin-1', email: 'ada@firma.ch', name: 'Ada Admin' });
const session = { accessToken: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z', user: admin };

/** The setup page alone, with stand-ins for where it leads. */
function renderSetup(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/auth" element={<LocationDisplay />} />
      <Route path="/dashboard" element={<LocationDisplay />} />
    </Routes>,
    { route: '/setup', preloadedState: authState(null) },
  );
  return { fetchMock, ...view };
}

/** The browser's route tables from the entry down, for the redirects between the entry pages and /setup. */
function renderApp(route: string, needed: boolean) {
  stubFetch({ 'GET /api/setup': { body: { needed } }, 'GET /api/plans': { body: [] } });
  return renderWholeApp(route, null);
}

describe('first-run setup', () => {
  it('shows a spinner while the setup status loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = renderSetup({
      'GET /api/setup': () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ContentFlow einrichten' })).not.toBeInTheDocument();

    answer(jsonResponse(200, { needed: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ContentFlow einrichten' })).toBeInTheDocument();
    expect(screen.getByText(/ersten Administrator-Account an/)).toBeInTheDocument();
    expect(screen.queryByTestId('page-spinner')).not.toBeInTheDocument();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    let available = false;
    const { user } = renderSetup({
      'GET /api/setup': () =>
        available ? jsonResponse(200, { needed: true }) : new Response('Bad gateway', { status: 502 }),
    });

    expect(await screen.findByText('Der Einrichtungsstatus konnte nicht geladen werden.')).toBeInTheDocument();
    available = true;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('button', { name: 'Administrator erstellen' })).toBeInTheDocument();
  });

  it.each(['/', '/auth'])('sends %s to /setup while no admin exists', async (route) => {
    renderApp(route, true);
    expect(await screen.findByRole('heading', { name: 'ContentFlow einrichten' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/setup');
  });

  it('keeps the landing page once set up', async () => {
    renderApp('/', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content-Produktion, endlich organisiert.' }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('sends /setup to /auth once an admin exists', async () => {
    renderApp('/setup', false);
    expect(await screen.findByRole('heading', { name: 'Anmelden' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('validates name, e-mail, password length and the confirmation', async () => {
    const { user, fetchMock } = renderSetup({ 'GET /api/setup': { body: { needed: true } } });
    await screen.findByRole('heading', { name: 'ContentFlow einrichten' });

    await user.click(screen.getByRole('button', { name: 'Administrator erstellen' }));
    expect(await screen.findByText('Bitte gib deinen Namen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib ein Passwort ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte bestätige dein Passwort')).toBeInTheDocument();

    await fill(user, 'E-Mail', 'keine-adresse');
    await fill(user, 'Passwort', '123456789');
    await fill(user, 'Passwort bestätigen', '54321');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(await screen.findByText('Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['GET /api/setup']);
  });

  it('shows the message of a 409 and keeps the input', async () => {
    const message = 'ContentFlow ist bereits eingerichtet. Bitte melde dich an.';
    const { user } = renderSetup({
      'GET /api/setup': { body: { needed: true } },
      'POST /api/setup/admin': { status: 409, body: { statusCode: 409, code: 'CONFLICT', message } },
    });
    await screen.findByRole('heading', { name: 'ContentFlow einrichten' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Administrator erstellen' }));

    // Once as a toast, once beside the form with the way to the sign-in page.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Admin');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@firma.ch');
    expect(screen.getByLabelText('Passwort')).toHaveValue('Sonnen-Blumen-Feld-42');
    expect(screen.getByLabelText('Passwort bestätigen')).toHaveValue('Sonnen-Blumen-Feld-42');
    expect(screen.getByRole('button', { name: 'Administrator erstellen' })).toBeEnabled();

    // The way on to the sign-in page, which the stale "needed" answer no longer sends back here.
    await user.click(screen.getByRole('button', { name: 'Zur Anmeldung' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  });

  it('puts the field errors of a 400 on their fields', async () => {
    const { user } = renderSetup({
      'GET /api/setup': { body: { needed: true } },
      'POST /api/setup/admin': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Bitte überprüfe deine Eingaben',
          errors: [{ field: 'email', message: 'Diese E-Mail-Adresse ist nicht zulässig' }],
        },
      },
    });
    await screen.findByRole('heading', { name: 'ContentFlow einrichten' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Administrator erstellen' }));

    expect(await screen.findByText('Diese E-Mail-Adresse ist nicht zulässig')).toBeInTheDocument();
    expect(screen.getByText('Bitte überprüfe deine Eingaben')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@firma.ch');
  });

  it('creates the admin, signs in with it and lands on /dashboard for good', async () => {
    let needed = true;
    const { user, store, fetchMock } = renderSetup({
      'GET /api/setup': () => jsonResponse(200, { needed }),
      'POST /api/setup/admin': () => {
        needed = false;
        return jsonResponse(201, { user: admin });
      },
      'POST /api/auth/sign-in': { body: session },
    });
    await screen.findByRole('heading', { name: 'ContentFlow einrichten' });

    await fillForm(user);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Administrator erstellt. Willkommen bei ContentFlow!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'admin-token', user: admin });

    const requests = fetchMock.mock.calls.map(([input]) => input as Request);
    const create = requests.find((request) => new URL(request.url).pathname === '/api/setup/admin');
    expect(await create?.json()).toEqual({
      name: 'Ada Admin',
      email: 'ada@firma.ch',
      password: 'Sonnen-Blumen-Feld-42',
    });
    const signIn = requests.find((request) => new URL(request.url).pathname === '/api/auth/sign-in');
    expect(await signIn?.json()).toEqual({ email: 'ada@firma.ch', password: 'Sonnen-Blumen-Feld-42' });
    expect(setupApi.endpoints.getSetupStatus.select()(store.getState()).data).toEqual({ needed: false });
  });

  it('sends to /auth when the admin was created but the sign-in failed', async () => {
    const { user } = renderSetup({
      'GET /api/setup': { body: { needed: true } },
      'POST /api/setup/admin': { status: 201, body: { user: admin } },
      'POST /api/auth/sign-in': {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Versuche' },
      },
    });
    await screen.findByRole('heading', { name: 'ContentFlow einrichten' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Administrator erstellen' }));

    expect(
      await screen.findByText('Der Administrator wurde erstellt. Bitte melde dich jetzt mit deinen Zugangsdaten an.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  });
});
