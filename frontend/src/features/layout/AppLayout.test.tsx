import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../auth/AuthPage';
import {
  answerMediaQueries,
  authState,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import type { AuthUser } from '../../shared/session/types';
import { VIEW_AS_CLIENT_KEY } from '../../shared/session/viewAsClientStorage';
import { unstyled } from '../../shared/testing/unstyled';
import { useAdminApproveMutation } from '../projects/projectsApi';
import { AppLayout } from './AppLayout';
import { MOBILE_QUERY } from './sidebarState';

/** Sends the admin's approval of an order, as the review screen does. */
function ApproveButton() {
  const [approve] = useAdminApproveMutation();
  return (
    <button type="button" onClick={() => void approve({ id: 'p-1' })}>
      freigeben
    </button>
  );
}

async function renderLayout(user: AuthUser, { route = '/dashboard', viewAsClientId = null as string | null } = {}) {
  const rendered = renderWithProviders(
    unstyled(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<LocationDisplay />} />
          <Route path="/client/projects" element={<LocationDisplay />} />
          <Route path="/admin/review" element={<ApproveButton />} />
          <Route path="/client/profile" element={<LocationDisplay />} />
          <Route path="/client/subscription" element={<LocationDisplay />} />
          <Route path="/designer/project/:id" element={<LocationDisplay />} />
          <Route path="/designer/client/:clientId/branding" element={<LocationDisplay />} />
        </Route>
        <Route
          path="/auth"
          element={
            <>
              <AuthPage />
              <LocationDisplay />
            </>
          }
        />
      </Routes>,
    ),
    { route, preloadedState: authState(user, { viewAsClientId }) },
  );
  // antd's menu registers its items in a microtask after mounting; let it settle inside act().
  await act(async () => {});
  return rendered;
}

function sidebarLinks() {
  return within(screen.getByTestId('sidebar'))
    .getAllByRole('link')
    .filter((link) => link.closest('.ant-menu'))
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** How many requests went to a path (the bell's own requests run beside the sidebar's). */
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === path).length;

describe('AppLayout sidebar', () => {
  it('shows the client entries and highlights the current page', async () => {
    stubFetch({
      'GET /api/me/clients': {
        body: [{ clientId: 'client-1', name: 'Bäckerei Muster AG', role: 'owner', rule: 'any' }],
      },
    });
    await renderLayout(testUser('client'));

    await waitFor(() =>
      expect(sidebarLinks()).toEqual([
        ['Dashboard', '/dashboard'],
        ['Meine Aufträge', '/client/projects'],
        ['Neuer Auftrag', '/client/new-project'],
        ['Content Ideen', '/client/content-ideas'],
        ['Kalender', '/client/calendar'],
        ['Analytics', '/client/analytics'],
        ['Social Media', '/client/social-media'],
        ['Branding', '/client/branding'],
        ['Team', '/client/team'],
        ['Profil', '/client/profile'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Abmelden/ })).toBeInTheDocument();
  });

  it('shows a member who is no owner no ordering and no ideas, but the team', async () => {
    stubFetch({
      'GET /api/me/clients': {
        body: [{ clientId: 'client-1', name: 'Bäckerei Muster AG', role: 'commenter', rule: 'any' }],
      },
    });
    await renderLayout(testUser('client'));

    await waitFor(() => expect(sidebarLinks().map(([label]) => label)).toContain('Team'));
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Meine Aufträge', '/client/projects'],
      ['Kalender', '/client/calendar'],
      ['Analytics', '/client/analytics'],
      ['Social Media', '/client/social-media'],
      ['Branding', '/client/branding'],
      ['Team', '/client/team'],
      ['Profil', '/client/profile'],
    ]);
  });

  it('highlights no entry on pages without one of their own, and the orders on an order of the designer', async () => {
    stubFetch({});
    const highlighted = () =>
      within(screen.getByTestId('sidebar'))
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page' || link.closest('.ant-menu-item-selected'))
        .map((link) => link.textContent);

    const client = await renderLayout(testUser('client'), { route: '/client/subscription' });
    expect(highlighted()).toEqual([]);
    client.unmount();

    const brand = await renderLayout(testUser('designer'), { route: '/designer/client/c-1/branding' });
    expect(highlighted()).toEqual([]);
    brand.unmount();

    await renderLayout(testUser('designer'), { route: '/designer/project/p-1' });
    expect(highlighted()).toEqual(['Meine Aufträge']);
  });

  it('shows the admin entries', async () => {
    stubFetch({});
    await renderLayout(testUser('admin'));

    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Review', '/admin/review'],
      ['Überfällig', '/admin/overdue'],
      ['Kunden', '/admin/clients'],
      ['Designer', '/admin/designers'],
      ['Pläne', '/admin/plans'],
      ['Benutzer', '/admin/users'],
      ['Aufträge', '/admin/projects'],
      ['Warteschlangen', '/admin/queues'],
    ]);
  });

  it('shows the admin the number of designs to check, polled every 30 seconds and after a review decision', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let count = 4;
    const fetchMock = stubFetch({
      'GET /api/admin/review-queue/count': () => Response.json({ count }),
      'POST /api/projects/p-1/admin-approve': () => {
        count = 3;
        return Response.json({});
      },
    });
    try {
      const { user } = await renderLayout(testUser('admin'), { route: '/admin/review' });

      const link = screen.getByRole('link', { name: /Review/ });
      expect(link).toHaveAttribute('href', '/admin/review');
      expect(await within(link).findByText('4')).toBeInTheDocument();

      // The approval invalidates the review queue's tag: the badge follows at once.
      await user.click(screen.getByRole('button', { name: 'freigeben' }));
      expect(await within(link).findByText('3')).toBeInTheDocument();

      count = 7;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await within(link).findByText('7')).toBeInTheDocument();
      expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/admin/review-queue/count')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a designer', testUser('designer')],
    ['an admin', testUser('admin')],
    ['a client', testUser('client')],
  ])('offers %s "Mein Profil" beside the name, not in the sidebar', async (_who, signedIn) => {
    stubFetch({});
    const { user } = await renderLayout(signedIn);

    const profile = screen.getByTestId('my-profile-link');
    expect(profile).toHaveTextContent('Mein Profil');
    expect(within(screen.getByTestId('sidebar')).queryByText('Mein Profil')).not.toBeInTheDocument();
    await user.click(profile);
    expect(screen.getByTestId('location')).toHaveTextContent('/client/profile');
  });

  it('shows the designer the number of new and sent-back orders, polled every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let count = 2;
    const fetchMock = stubFetch({ 'GET /api/designer/badge': () => Response.json({ count: count++ }) });
    await renderLayout(testUser('designer'));

    const link = await screen.findByRole('link', { name: /Meine Aufträge/ });
    expect(link).toHaveAttribute('href', '/designer/projects');
    expect(await within(link).findByText('2')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(await within(link).findByText('3')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/designer/badge')).toBe(2);
    jest.useRealTimers();
  });

  it('toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie', async () => {
    const { user } = await renderLayout(testUser('client'));
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with the trigger button', async () => {
    const { user } = await renderLayout(testUser('client'));

    await user.click(screen.getByTestId('sidebar-trigger'));

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByTestId('sidebar-trigger')).toHaveAttribute('aria-expanded', 'false');
  });

  it('restores the collapsed state from the cookie', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    await renderLayout(testUser('client'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('is a slide-in panel below 768px', async () => {
    answerMediaQueries((query) => query === MOBILE_QUERY);
    const { user } = await renderLayout(testUser('client'));
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-mobile', 'true');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');

    await user.click(screen.getByTestId('sidebar-trigger'));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await user.click(within(sidebar).getByRole('link', { name: 'Meine Aufträge' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/projects');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  it('signs out with "Abmelden" and goes to /auth', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-out': { status: 204 } });
    const { user, store } = await renderLayout(testUser('client'));

    await user.click(screen.getByRole('button', { name: /Abmelden/ }));

    expect(await screen.findByText('Erfolgreich ausgeloggt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(store.getState().auth.status).toBe('anonymous');
    expect(callsTo(fetchMock, '/api/auth/sign-out')).toBe(1);
  });

  it('shows the view-as-client banner naming the client, whose button returns to the admin view', async () => {
    window.sessionStorage.setItem(VIEW_AS_CLIENT_KEY, 'client-42');
    stubFetch({
      'GET /api/admin/clients/client-42': {
        body: { id: 'client-42', name: 'Bäckerei Muster AG', email: 'muster@example.ch' },
      },
    });
    const { user, store } = await renderLayout(testUser('admin'), {
      route: '/client/projects',
      viewAsClientId: 'client-42',
    });

    const banner = screen.getByTestId('view-as-client-banner');
    expect(await within(banner).findByText('Kundenansicht: Bäckerei Muster AG')).toBeInTheDocument();
    expect(within(banner).getByText('Du siehst ContentFlow so, wie Bäckerei Muster AG es sieht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Content Ideen' })).toBeInTheDocument();
    // "Mein Profil" would be the client's profile here.
    expect(screen.queryByTestId('my-profile-link')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: /Zurück zur Admin-Ansicht/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByTestId('view-as-client-banner')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(VIEW_AS_CLIENT_KEY)).toBeNull();
    expect(store.getState().auth.viewAsClientId).toBeNull();
    expect(screen.getByRole('link', { name: 'Review' })).toBeInTheDocument();
  });
});
