import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../app/routes';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  type FetchRoute,
} from '../../test/test-utils';
import { SetPasswordPage } from './SetPasswordPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const TOKEN = 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm';
const invalidLink = { statusCode: 400, code: 'VALIDATION', message: 'Der Link ist ungültig oder abgelaufen.' };

async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

function renderPage(route: string, routes: Record<string, FetchRoute> = {}) {
  const fetchMock = stubFetch(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/passwort-setzen" element={<SetPasswordPage />} />
      <Route path="/auth" element={<LocationDisplay />} />
    </Routes>,
    { route, preloadedState: authState(null) },
  );
  return { fetchMock, ...view };
}

describe('setting the password from the welcome mail', () => {
  it('is a public route of the app', async () => {
    stubFetch({ 'GET /api/setup': { body: { needed: false } } });
    renderWithProviders(<AppRoutes />, { route: `/passwort-setzen?token=${TOKEN}`, preloadedState: authState(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passwort festlegen' }, { timeout: 15000 }),
    ).toBeInTheDocument();
  });

  it('checks the length and the confirmation before sending anything', async () => {
    const { user, fetchMock } = renderPage(`/passwort-setzen?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }));
    expect(await screen.findByText('Bitte gib ein Passwort ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte bestätige dein Passwort')).toBeInTheDocument();

    await fill(user, 'Passwort', '123456789');
    await fill(user, 'Passwort bestätigen', '54321');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(await screen.findByText('Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it('sends the token with the password, says so and leads to the sign-in', async () => {
    let sent: unknown;
    const { user } = renderPage(`/passwort-setzen?token=${TOKEN}`, {
      'POST /api/auth/set-password': async (request) => {
        sent = await request.json();
        return jsonResponse(204);
      },
    });
    await fill(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await fill(user, 'Passwort bestätigen', 'Sonnen-Blumen-Feld-42');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    expect(await screen.findByText('Passwort gespeichert. Du kannst dich jetzt anmelden.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(sent).toEqual({ token: TOKEN, password: 'Sonnen-Blumen-Feld-42' });
  });

  it("shows the server's answer for a used or expired link", async () => {
    const { user } = renderPage(`/passwort-setzen?token=${TOKEN}`, {
      'POST /api/auth/set-password': { status: 400, body: invalidLink },
    });
    await fill(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await fill(user, 'Passwort bestätigen', 'Sonnen-Blumen-Feld-42');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    // In place of the form.
    expect(await screen.findByText('Der Link ist ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Passwort')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth');
  });

  it('puts a password the server refuses on its field, and keeps the form', async () => {
    const refused = {
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
    const { user } = renderPage(`/passwort-setzen?token=${TOKEN}`, {
      'POST /api/auth/set-password': { status: 400, body: refused },
    });
    await fill(user, 'Passwort', 'Sonnen-Blumen-Feld-42');
    await fill(user, 'Passwort bestätigen', 'Sonnen-Blumen-Feld-42');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    // At the field, and in the toast.
    expect(await screen.findAllByText(refused.message)).toHaveLength(2);
    expect(screen.getByLabelText('Passwort')).toHaveValue('Sonnen-Blumen-Feld-42');
  });

  it('says the link is invalid when it has no token', async () => {
    const { fetchMock } = renderPage('/passwort-setzen');
    expect(await screen.findByText('Der Link ist ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passwort festlegen' })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([]);
  });
});
