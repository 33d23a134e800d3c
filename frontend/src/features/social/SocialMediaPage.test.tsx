import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberRole } from '../../shared/contracts';
import { unstyled } from '../../shared/testing/unstyled';
import { authState, jsonResponse, renderAtRoute, requestedPaths, stubFetch, testUser } from '../../test/test-utils';
import { browserNavigation } from '../billing/browserNavigation';
import { socialAccount } from '../publishing/testing/fixtures';
import { myClient } from '../team/testing/fixtures';
import { AdminSocialMediaPage, SocialMediaPage } from './SocialMediaPage';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const NETWORKS = [
  { network: 'instagram', available: true, missing: [] },
  { network: 'facebook', available: true, missing: [] },
  { network: 'linkedin', available: false, missing: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'] },
  { network: 'tiktok', available: false, missing: ['TIKTOK_CLIENT_KEY'] },
];

const ACCOUNTS = [
  socialAccount(),
  socialAccount({
    id: 'a-2',
    network: 'facebook',
    name: 'Bäckerei Muster',
    status: 'expiring',
    expiresAt: '2030-03-20T10:00:00.000Z',
  }),
  socialAccount({ id: 'a-3', network: 'facebook', name: 'Alte Seite', status: 'disconnected', expiresAt: null }),
];

function stubSocial(role: MemberRole = 'owner', extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/me/clients': { body: [myClient({ role })] },
    'GET /api/social/networks': { body: NETWORKS },
    'GET /api/clients/client-1/social-accounts': { body: ACCOUNTS },
    ...extra,
  });
}

function renderClient(route = '/client/social-media') {
  return renderAtRoute('/client/social-media', unstyled(<SocialMediaPage />), {
    route,
    preloadedState: authState(testUser('client')),
  });
}

const card = (network: string) => screen.getByTestId(`network-${network}`);

afterEach(() => jest.restoreAllMocks());

describe('the social media page', () => {
  it("shows each network's accounts with their state, and what an installation still lacks", async () => {
    stubSocial();
    renderClient();

    expect(
      await within(await screen.findByTestId('network-instagram')).findByText('@baeckerei.muster'),
    ).toBeInTheDocument();
    expect(within(card('instagram')).getByTestId('social-account-status')).toHaveTextContent('Verbunden');
    const facebook = within(card('facebook'))
      .getAllByTestId('social-account-status')
      .map((tag) => tag.textContent);
    expect(facebook).toEqual(['Läuft bald ab (20.03.2030)', 'Getrennt']);

    expect(
      within(card('linkedin')).getByText(
        'Noch nicht eingerichtet: Die Agentur muss LINKEDIN_CLIENT_ID und LINKEDIN_CLIENT_SECRET hinterlegen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LinkedIn verbinden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'TikTok verbinden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiteres Instagram-Konto verbinden' })).toBeEnabled();
  });

  it('names what it is for, and offers a connected account «Trennen», connecting again only once it runs out or was lost', async () => {
    stubSocial();
    renderClient();
    expect(await screen.findByText('Veröffentlichen auf Facebook, Instagram, TikTok und LinkedIn')).toBeInTheDocument();
    const [connected] = within(await screen.findByTestId('network-instagram')).getAllByTestId('social-account');
    expect(within(connected!).getByRole('button', { name: '@baeckerei.muster trennen' })).toBeInTheDocument();
    expect(within(connected!).queryByRole('button', { name: /erneut verbinden/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bäckerei Muster erneut verbinden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Alte Seite erneut verbinden' })).toBeEnabled();
    // The network's own button adds an account; it is no longer the card's main action once one is there.
    expect(screen.getByRole('button', { name: 'Weiteres Facebook-Konto verbinden' })).not.toHaveClass(
      'ant-btn-primary',
    );
  });

  it('connects an expiring account again from its row', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    stubSocial('owner', {
      'POST /api/clients/client-1/social-accounts/facebook/connect': {
        body: { url: 'https://www.facebook.com/dialog/oauth?state=neu' },
      },
    });
    renderClient();
    fireEvent.click(await screen.findByRole('button', { name: 'Bäckerei Muster erneut verbinden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.facebook.com/dialog/oauth?state=neu'));
  });

  it("sends an owner to the network's consent page", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubSocial('owner', {
      'POST /api/clients/client-1/social-accounts/instagram/connect': {
        body: { url: 'https://www.facebook.com/dialog/oauth?state=abc' },
      },
    });
    renderClient();
    fireEvent.click(await screen.findByRole('button', { name: 'Weiteres Instagram-Konto verbinden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.facebook.com/dialog/oauth?state=abc'));
    expect(requestedPaths(fetchMock)).toContain('POST /api/clients/client-1/social-accounts/instagram/connect');
  });

  it("says the server's reason when a network cannot be connected", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    stubSocial('owner', {
      'POST /api/clients/client-1/social-accounts/facebook/connect': () =>
        jsonResponse(503, {
          statusCode: 503,
          code: 'NETWORK_NOT_CONFIGURED',
          message: 'Facebook ist auf dieser Installation nicht eingerichtet',
        }),
    });
    renderClient();
    fireEvent.click(await screen.findByRole('button', { name: 'Weiteres Facebook-Konto verbinden' }));
    expect(await screen.findByText('Facebook ist auf dieser Installation nicht eingerichtet')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('disconnects an account after asking', async () => {
    const fetchMock = stubSocial('owner', { 'DELETE /api/clients/client-1/social-accounts/a-2': { status: 204 } });
    renderClient();
    fireEvent.click(await screen.findByRole('button', { name: 'Bäckerei Muster trennen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Trennen' }));
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('DELETE /api/clients/client-1/social-accounts/a-2'),
    );
  });

  it('shows the accounts read-only to a member who is no owner', async () => {
    stubSocial('approver');
    renderClient();
    expect(await screen.findByText('@baeckerei.muster')).toBeInTheDocument();
    expect(screen.getByText('Nur Inhaber können Konten verbinden oder trennen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verbinden$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /trennen$/ })).not.toBeInTheDocument();
  });

  it("says what the network's callback reported, once, and cleans the address", async () => {
    stubSocial();
    renderClient('/client/social-media?connected=instagram&accounts=2');
    expect(await screen.findByTestId('connect-notice')).toHaveTextContent('Instagram ist verbunden (2 Konten).');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/social-media$/));
    expect(screen.getByTestId('connect-notice')).toBeInTheDocument();
  });

  it('says when the connection failed', async () => {
    stubSocial();
    renderClient('/client/social-media?error=denied');
    expect(await screen.findByTestId('connect-notice')).toHaveTextContent('Du hast die Verbindung abgebrochen.');
  });

  it("lets an admin connect a client's accounts at /admin/clients/:clientId/social-media", async () => {
    stubFetch({ 'GET /api/social/networks': { body: NETWORKS }, 'GET /api/clients/c-9/social-accounts': { body: [] } });
    renderAtRoute('/admin/clients/:clientId/social-media', unstyled(<AdminSocialMediaPage />), {
      route: '/admin/clients/c-9/social-media',
      preloadedState: authState(testUser('admin')),
    });
    expect(await screen.findByRole('button', { name: 'Instagram verbinden' })).toBeEnabled();
    expect(screen.getAllByText('Noch kein Konto verbunden.')).toHaveLength(4);
  });
});
