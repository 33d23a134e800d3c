import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { basic, business, contentLimits, premium, subscription } from '../plans/testing/fixtures';
import type { MyProfile, MySubscription, PlanInfo } from '../../shared/contracts';
import { browserNavigation } from '../billing/browserNavigation';
import { ProfilePage } from './ProfilePage';

const viaStripe = (plan: PlanInfo, overrides: Partial<MySubscription> = {}) =>
  subscription(plan, { source: 'stripe', stripeSubscriptionId: 'sub_123', ...overrides });

// On a busy machine antd's forms and dialogs can take a while in jsdom: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof renderWithProviders>['user'];

const client = testUser('client', { id: 'client-1', name: 'Anna Muster', email: 'anna@example.ch' });

const profile: MyProfile = {
  id: 'client-1',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  status: 'active',
  createdAt: '2026-01-15T09:00:00.000Z',
};

const limits = contentLimits(business, { posts: 4, carousels: 1 });

/** The answers of a client with the Business plan, and its profile; `extra` adds or replaces routes. */
function clientRoutes(extra: Record<string, FetchRoute> = {}): Record<string, FetchRoute> {
  return {
    'GET /api/me/profile': { body: profile },
    'GET /api/me/subscription': { body: subscription(business) },
    'GET /api/me/limits': { body: limits },
    'GET /api/plans': { body: [basic, business, premium] },
    ...extra,
  };
}

function renderProfile(preloadedState = authState(client)) {
  // Without antd's style sheets: jsdom matches every rule of them per computed style (see unstyled).
  return renderWithProviders(unstyled(<ProfilePage />), { route: '/client/profile', preloadedState });
}

/** Replaces a field's value at once: antd re-renders the form per keystroke, which is slow in jsdom. */
async function replace(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const validationError = (field: string, message: string) =>
  jsonResponse(400, { statusCode: 400, code: 'VALIDATION', message, errors: [{ field, message }] });

describe('ProfilePage: name and e-mail', () => {
  it('loads the profile and saves a new name', async () => {
    const patches: unknown[] = [];
    stubFetch(
      clientRoutes({
        'PATCH /api/me/profile': async (request) => {
          const body = (await request.json()) as { name: string; email: string };
          patches.push(body);
          return jsonResponse(200, { ...profile, name: body.name });
        },
      }),
    );
    const { user, store } = renderProfile();

    expect(screen.getByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Anna Muster');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch');
    expect(screen.getByText('Mitglied seit 15.01.2026')).toBeInTheDocument();
    // No branding yet (404): the initials stand in for the logo.
    expect(await screen.findByTestId('profile-initials')).toHaveTextContent('AM');
    // Same e-mail: no password asked.
    expect(screen.queryByLabelText('Aktuelles Passwort')).not.toBeInTheDocument();
    // The way to the second factor.
    expect(screen.getByTestId('profile-security-link')).toHaveAttribute('href', '/security');

    await replace(user, 'Name', 'Anna Beispiel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Profil erfolgreich aktualisiert')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Anna Beispiel', email: 'anna@example.ch' }]);
    expect(await screen.findByRole('heading', { name: 'Anna Beispiel' })).toBeInTheDocument();
    // The signed-in user's name follows (the top bar shows it).
    expect(store.getState().auth.user?.name).toBe('Anna Beispiel');
  });

  it('shows the branding logo when the client has one', async () => {
    stubFetch(
      clientRoutes({
        'GET /api/clients/client-1/branding': { body: { brandName: 'Muster AG', logoUrl: '/files/logo.png?sig=1' } },
      }),
    );
    renderProfile();

    expect(await screen.findByRole('img', { name: 'Logo von Anna Muster' })).toHaveAttribute(
      'src',
      '/files/logo.png?sig=1',
    );
  });

  it('uploads a new logo and shows it', async () => {
    let logoUrl: string | null = null;
    let uploads = 0;
    stubFetch(
      clientRoutes({
        'GET /api/clients/client-1/branding': () =>
          logoUrl
            ? jsonResponse(200, { brandName: 'Muster AG', logoUrl })
            : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }),
        // jsdom's FormData does not reach Node's Request intact, so only the call is checked here.
        'POST /api/clients/client-1/logo': () => {
          uploads += 1;
          logoUrl = '/files/new-logo.png?sig=2';
          return jsonResponse(201, { logoUrl });
        },
      }),
    );
    const { user } = renderProfile();
    expect(await screen.findByTestId('profile-initials')).toBeInTheDocument();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));

    expect(await screen.findByText('Logo erfolgreich hochgeladen')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(await screen.findByRole('img', { name: 'Logo von Anna Muster' })).toHaveAttribute(
      'src',
      '/files/new-logo.png?sig=2',
    );
  });

  it('refuses a logo over 5 MB before sending it', async () => {
    const fetchMock = stubFetch(clientRoutes());
    const { user } = renderProfile();
    expect(await screen.findByTestId('profile-initials')).toBeInTheDocument();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.png', { type: 'image/png' }));

    expect(await screen.findByText('Datei zu gross. Maximum 5MB')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/clients/client-1/logo');
  });

  it('asks for the current password when the e-mail changes and shows the server field error', async () => {
    const patches: unknown[] = [];
    stubFetch(
      clientRoutes({
        'PATCH /api/me/profile': async (request) => {
          patches.push(await request.json());
          return validationError('currentPassword', 'Das aktuelle Passwort ist nicht korrekt');
        },
      }),
    );
    const { user } = renderProfile();
    await screen.findByLabelText('E-Mail');

    await replace(user, 'E-Mail', 'anna@muster.ch');
    expect(await screen.findByLabelText('Aktuelles Passwort')).toBeInTheDocument();
    expect(
      screen.getByText('Zum Ändern der E-Mail-Adresse bestätige bitte dein aktuelles Passwort.'),
    ).toBeInTheDocument();

    // Without it the form does not send.
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte gib dein aktuelles Passwort ein')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.click(screen.getByLabelText('Aktuelles Passwort'));
    await user.paste('falsch123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(screen.getAllByText('Das aktuelle Passwort ist nicht korrekt').length).toBeGreaterThanOrEqual(1),
    );
    expect(patches).toEqual([{ name: 'Anna Muster', email: 'anna@muster.ch', currentPassword: 'falsch123' }]);
    // The field error sits at the field, and nothing typed is lost.
    const passwordItem = screen.getByLabelText('Aktuelles Passwort').closest('.ant-form-item') as HTMLElement;
    // antd shows field errors a moment after they are set.
    expect(await within(passwordItem).findByText('Das aktuelle Passwort ist nicht korrekt')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@muster.ch');
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveValue('falsch123');
  });

  it('hides the password field again when the e-mail goes back to the stored one', async () => {
    stubFetch(clientRoutes());
    const { user } = renderProfile();
    await screen.findByLabelText('E-Mail');

    await replace(user, 'E-Mail', 'neu@example.ch');
    expect(await screen.findByLabelText('Aktuelles Passwort')).toBeInTheDocument();
    await replace(user, 'E-Mail', 'ANNA@example.ch');
    await waitFor(() => expect(screen.queryByLabelText('Aktuelles Passwort')).not.toBeInTheDocument());
  });

  it('shows the spec text when saving fails without a message', async () => {
    stubFetch(clientRoutes({ 'PATCH /api/me/profile': () => new Response('', { status: 500 }) }));
    const { user } = renderProfile();
    await screen.findByLabelText('Name');

    await replace(user, 'Name', 'Anna Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Fehler beim Aktualisieren des Profils')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Neu');
  });

  it('says "Profil nicht gefunden" when there is no profile', async () => {
    stubFetch(
      clientRoutes({
        'GET /api/me/profile': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Profil nicht gefunden' },
        },
      }),
    );
    renderProfile();

    expect(await screen.findByText('Profil nicht gefunden')).toBeInTheDocument();
  });

  it('reports a profile that cannot be loaded', async () => {
    stubFetch(
      clientRoutes({
        'GET /api/me/profile': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
      }),
    );
    renderProfile();

    expect(await screen.findByText('Fehler beim Laden des Profils')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it.each([
    ['a designer', 'designer'],
    ['an admin', 'admin'],
  ] as const)('shows %s the same page without the plan parts', async (_who, role) => {
    const staff = testUser(role, { id: `${role}-1` });
    const fetchMock = stubFetch({
      'GET /api/me/profile': { body: { ...profile, id: `${role}-1`, name: 'Dora Design' } },
    });
    renderProfile(authState(staff));

    expect(await screen.findByLabelText('Name')).toHaveValue('Dora Design');
    expect(screen.getByText('Deine Kontodaten und dein Passwort.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Passwort ändern/ })).toBeInTheDocument();
    expect(screen.queryByTestId('current-plan-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade|Plan wählen|Abo verwalten/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-initials')).toHaveTextContent('DD');
    // No plan, limits, subscription or branding requests.
    expect(requestedPaths(fetchMock)).toEqual(['GET /api/me/profile']);
  });
});

describe('ProfilePage: change password', () => {
  async function openDialog(user: User) {
    await user.click(await screen.findByRole('button', { name: /Passwort ändern/ }));
    return screen.findByRole('dialog', { name: 'Passwort ändern' });
  }

  async function fillDialog(
    user: User,
    dialog: HTMLElement,
    values: { current?: string; password?: string; confirm?: string },
  ) {
    const entries: [string, string | undefined][] = [
      ['Aktuelles Passwort', values.current],
      ['Neues Passwort', values.password],
      ['Neues Passwort bestätigen', values.confirm],
    ];
    for (const [label, value] of entries) {
      if (value === undefined) continue;
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(value);
    }
  }

  const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Passwort ändern' });

  it('keeps the button disabled while a field is empty, and checks match and length', async () => {
    const fetchMock = stubFetch(clientRoutes());
    const { user } = renderProfile();
    const dialog = await openDialog(user);

    expect(submitButton(dialog)).toBeDisabled();
    await fillDialog(user, dialog, { current: 'altes-passwort', password: 'neues-passwort' });
    expect(submitButton(dialog)).toBeDisabled();

    await fillDialog(user, dialog, { confirm: 'anderes-passwort' });
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('Passwörter stimmen nicht überein')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Neues Passwort'));
    await user.clear(within(dialog).getByLabelText('Neues Passwort bestätigen'));
    await fillDialog(user, dialog, { password: '123456789', confirm: '123456789' });
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();

    expect(requestedPaths(fetchMock)).not.toContain('POST /api/auth/password');
  });

  it('changes the password, says so, and stays signed in when the old access token is refused', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      clientRoutes({
        'POST /api/auth/password': async (request) => {
          bodies.push(await request.json());
          return jsonResponse(204);
        },
        // The change ends the access token on purpose; the refresh cookie renews it silently.
        'PATCH /api/me/profile': async (request) => {
          if (request.headers.get('Authorization') !== 'Bearer fresh-token') {
            return jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet' });
          }
          const body = (await request.json()) as { name: string };
          return jsonResponse(200, { ...profile, name: body.name });
        },
        'POST /api/auth/refresh': {
          body: { accessToken: 'fresh-token', expiresAt: '2099-01-01T00:00:00.000Z', user: client },
        },
      }),
    );
    const { user, store } = renderProfile();
    const dialog = await openDialog(user);

    await fillDialog(user, dialog, {
      current: 'altes-passwort',
      password: 'neues-passwort',
      confirm: 'neues-passwort',
    });
    await user.click(submitButton(dialog));

    expect(await screen.findByText('Passwort erfolgreich geändert')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'altes-passwort', password: 'neues-passwort' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Passwort ändern' })).not.toBeInTheDocument());
    expect(store.getState().auth.status).toBe('authenticated');

    await replace(user, 'Name', 'Anna Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Profil erfolgreich aktualisiert')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'fresh-token' });
  });

  it('shows the server error and keeps the entries', async () => {
    stubFetch(
      clientRoutes({
        'POST /api/auth/password': () => validationError('currentPassword', 'Das aktuelle Passwort ist nicht korrekt'),
      }),
    );
    const { user } = renderProfile();
    const dialog = await openDialog(user);

    await fillDialog(user, dialog, { current: 'falsch', password: 'neues-passwort', confirm: 'neues-passwort' });
    await user.click(submitButton(dialog));

    expect(await screen.findByText('Fehler beim Ändern des Passworts')).toBeInTheDocument();
    expect(await within(dialog).findByText('Das aktuelle Passwort ist nicht korrekt')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Neues Passwort')).toHaveValue('neues-passwort');
    expect(screen.getByRole('dialog', { name: 'Passwort ändern' })).toBeInTheDocument();
  });

  it('shows at the new password why the server refuses it', async () => {
    stubFetch(
      clientRoutes({
        'POST /api/auth/password': () =>
          validationError(
            'password',
            'Dieses Passwort ist zu leicht zu erraten: Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten. Wähle eine längere Passphrase aus mehreren Wörtern.',
          ),
      }),
    );
    const { user } = renderProfile();
    const dialog = await openDialog(user);

    await fillDialog(user, dialog, { current: 'altes-passwort', password: 'qwertzuiop', confirm: 'qwertzuiop' });
    await user.click(submitButton(dialog));

    expect(
      await within(dialog).findByText(
        'Dieses Passwort ist zu leicht zu erraten: Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten. Wähle eine längere Passphrase aus mehreren Wörtern.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Mindestens 10 Zeichen, am besten mehrere Wörter. Leicht zu erratende Passwörter werden abgelehnt.',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered while an admin views as a client', async () => {
    const admin = testUser('admin', { id: 'admin-1' });
    const fetchMock = stubFetch(clientRoutes());
    renderProfile(authState(admin, { viewAsClientId: 'client-1' }));

    expect(await screen.findByLabelText('Name')).toHaveValue('Anna Muster');
    expect(screen.queryByRole('button', { name: /Passwort ändern/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-security-link')).not.toBeInTheDocument();
    // Nor is the client's login e-mail: the name may still be edited.
    expect(screen.getByLabelText('E-Mail')).toBeDisabled();
    expect(screen.getByText('Die E-Mail-Adresse ändert nur der Kunde selbst.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeEnabled();
    // It is the client's page: with the plan card, asked for with the view-as header.
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Business');
    const profileCall = fetchMock.mock.calls.find(
      ([input]) => input instanceof Request && input.url.endsWith('/api/me/profile'),
    );
    expect((profileCall?.[0] as Request).headers.get('X-View-As-Client')).toBe('client-1');
  });
});

describe('ProfilePage: current plan', () => {
  it('shows the plan with its use, the downgrade info, the upgrade dialog with +N differences and extra features', async () => {
    stubFetch(clientRoutes());
    const { user } = renderProfile();

    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Business');
    expect(screen.getByText(/Aktuelle Laufzeit bis 01\.12\.2026/)).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('plan-usage-postLimit')).findByText('4 / 16 diesen Monat'),
    ).toBeInTheDocument();
    // The downgrade info; no payment subscription, so no "Abo verwalten".
    expect(screen.getByTestId('downgrade-info')).toHaveTextContent(
      'Bereits erstellte Inhalte bleiben erhalten, neue Inhalte richten sich nach den niedrigeren Limits von Basic.',
    );
    expect(screen.queryByRole('button', { name: /Abo verwalten/ })).not.toBeInTheDocument();
    // Its button sits under the text (in the description), not in a column beside it.
    const downgrade = screen.getByTestId('downgrade-info');
    const description = downgrade.querySelector('.ant-alert-description');
    expect(
      within(description as HTMLElement).getByRole('button', { name: 'Wechsel auf Basic anfragen' }),
    ).toBeInTheDocument();
    expect(downgrade.querySelector('.ant-alert-actions, .ant-alert-action')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Upgrade/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade auf Premium' });

    expect(within(within(dialog).getByTestId('upgrade-current')).getByText('Business')).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('upgrade-new')).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByTestId('upgrade-postLimit')).toHaveTextContent('Posts16 → 30 +14');
    expect(within(dialog).getByTestId('upgrade-carouselLimit')).toHaveTextContent('Carousels6 → 10 +4');
    expect(within(dialog).getByTestId('upgrade-reelLimit')).toHaveTextContent('Reels3 → 8 +5');
    // Only what Business does not have yet.
    const features = within(within(dialog).getByTestId('upgrade-features')).getAllByRole('listitem');
    expect(features.map((item) => item.textContent?.trim())).toEqual([
      '30 Posts pro Monat',
      'Persönlicher Ansprechpartner',
    ]);
  });

  it('requests the upgrade while payments are off', async () => {
    const posted: unknown[] = [];
    stubFetch(
      clientRoutes({
        'GET /api/me/plan-requests': { body: [] },
        'POST /api/me/plan-requests': async (request) => {
          posted.push(await request.json());
          return jsonResponse(201, {
            id: 'request-1',
            planId: 'plan-premium',
            status: 'open',
            createdAt: '2026-11-23T10:00:00.000Z',
          });
        },
      }),
    );
    const { user } = renderProfile();

    await user.click(await screen.findByRole('button', { name: /Upgrade/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade auf Premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade anfragen' }));

    expect(await screen.findByText('Anfrage gesendet')).toBeInTheDocument();
    expect(posted).toEqual([{ planId: 'plan-premium' }]);
  });

  it('offers "Abo verwalten" with a payment subscription', async () => {
    stubFetch(clientRoutes({ 'GET /api/me/subscription': { body: viaStripe(business) } }));
    renderProfile();

    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Business');
    expect(screen.getAllByRole('button', { name: /Abo verwalten/ }).length).toBeGreaterThanOrEqual(1);
  });

  it('offers no "Abo verwalten" for a subscription the admin assigned', async () => {
    stubFetch(clientRoutes({ 'GET /api/me/subscription': { body: subscription(business, { source: 'manual' }) } }));
    renderProfile();

    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Business');
    expect(screen.queryByRole('button', { name: /Abo verwalten/ })).not.toBeInTheDocument();
  });

  it('warns when the last payment failed, with the way to the portal', async () => {
    stubFetch(clientRoutes({ 'GET /api/me/subscription': { body: viaStripe(business, { status: 'past_due' }) } }));
    renderProfile();

    const warning = await screen.findByTestId('payment-failed');
    expect(warning).toHaveTextContent(
      'Die letzte Zahlung ist fehlgeschlagen. Bitte aktualisiere deine Zahlungsmethode im Abo-Portal.',
    );
    expect(within(warning).getByRole('button', { name: /Abo verwalten/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('current-plan-card')).getByText('Zahlung ausstehend')).toBeInTheDocument();
  });

  it("upgrades through Stripe's Checkout while payments are on", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const posted: unknown[] = [];
    const fetchMock = stubFetch(
      clientRoutes({
        'GET /api/billing/config': { body: { paymentsEnabled: true } },
        'GET /api/me/subscription': { body: subscription(business, { source: 'manual' }) },
        'POST /api/billing/checkout': async (request) => {
          posted.push(await request.json());
          return jsonResponse(201, { url: 'https://checkout.stripe.com/c/pay/cs_test_2' });
        },
      }),
    );
    const { user } = renderProfile();

    await user.click(await screen.findByRole('button', { name: /Upgrade/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade auf Premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Zahlung' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'));
    expect(posted).toEqual([{ planId: 'plan-premium' }]);
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/me/plan-requests');
  });

  it('upgrades a Stripe subscription in the portal', async () => {
    const openInNewTab = jest.spyOn(browserNavigation, 'openInNewTab').mockImplementation(() => undefined);
    const fetchMock = stubFetch(
      clientRoutes({
        'GET /api/billing/config': { body: { paymentsEnabled: true } },
        'GET /api/me/subscription': { body: viaStripe(business) },
        'POST /api/billing/portal': { body: { url: 'https://billing.stripe.com/p/session/2' } },
      }),
    );
    const { user } = renderProfile();

    await user.click(await screen.findByRole('button', { name: /Upgrade/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade auf Premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Abo verwalten' }));

    await waitFor(() => expect(openInNewTab).toHaveBeenCalledWith('https://billing.stripe.com/p/session/2'));
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/billing/checkout');
  });

  it('says when the portal cannot be opened', async () => {
    stubFetch(
      clientRoutes({
        'GET /api/me/subscription': { body: viaStripe(business) },
        'POST /api/billing/portal': {
          status: 409,
          body: { statusCode: 409, code: 'NO_STRIPE_CUSTOMER', message: 'Kein Kunde bei Stripe' },
        },
      }),
    );
    const { user } = renderProfile();

    await screen.findByTestId('current-plan-name');
    await user.click(screen.getAllByRole('button', { name: /Abo verwalten/ })[0]);
    expect(await screen.findByText('Fehler beim Öffnen des Abo-Verwaltungsportals')).toBeInTheDocument();
    expect(screen.getByText('Kein Kunde bei Stripe')).toBeInTheDocument();
  });

  it('invites a client without a plan to choose one', async () => {
    stubFetch(clientRoutes({ 'GET /api/me/subscription': { body: null } }));
    renderProfile();

    expect(
      await screen.findByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan wählen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  });
});
