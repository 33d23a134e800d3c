import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { userRefreshed } from '../../shared/session/authSlice';
import type { AuthUser } from '../../shared/session/types';
import { AppLayout } from './AppLayout';

const setupRequired = {
  statusCode: 403,
  code: 'MFA_SETUP_REQUIRED',
  message: 'Richte zuerst einen zweiten Faktor ein (Mein Profil → Sicherheit).',
};

/** A page of the app, with a link elsewhere (as the sidebar has). */
function Page() {
  return (
    <>
      <LocationDisplay />
      <Link to="/admin/users">zu den Benutzern</Link>
    </>
  );
}

async function renderLayout(user: AuthUser, route: string, viewAsClientId: string | null = null) {
  const rendered = renderWithProviders(
    unstyled(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<Page />} />
          <Route path="/admin/users" element={<Page />} />
          <Route path="/client/projects" element={<Page />} />
          <Route path="/security" element={<Page />} />
        </Route>
      </Routes>,
    ),
    { route, preloadedState: authState(user, { viewAsClientId }) },
  );
  // antd's menu registers its items in a microtask after mounting; let it settle inside act().
  await act(async () => {});
  return rendered;
}

describe('AppLayout: the second factor', () => {
  it.each([
    ['a client', testUser('client')],
    ['a designer', testUser('designer')],
    ['an admin', testUser('admin')],
  ])('offers %s "Sicherheit" beside "Mein Profil"', async (_who, signedIn) => {
    stubFetch({});
    const { user } = await renderLayout(signedIn, '/dashboard');
    const link = screen.getByTestId('security-link');
    expect(link).toHaveAccessibleName('Sicherheit');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/security');
  });

  it('offers no "Sicherheit" of the client while an admin views as that client', async () => {
    stubFetch({});
    await renderLayout(testUser('admin'), '/client/projects', 'client-1');
    expect(screen.queryByTestId('security-link')).not.toBeInTheDocument();
  });

  it('leads an admin without a second factor from every page to /security, and lets it go once it has one', async () => {
    const fetchMock = stubFetch({});
    const admin = testUser('admin', { mfa: { enabled: false, setupRequired: true } });
    const { user, store } = await renderLayout(admin, '/admin/users');

    expect(screen.getByTestId('location')).toHaveTextContent('/security');
    await user.click(screen.getByRole('link', { name: 'zu den Benutzern' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/security');
    await user.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/security');
    // Nothing is asked that the server would refuse: no bell, no badge.
    expect(requestedPaths(fetchMock)).toEqual([]);

    // The security page read GET /api/auth/me after the first factor (SecurityPage.test.tsx).
    act(() => {
      store.dispatch(userRefreshed({ ...admin, mfa: { enabled: true, setupRequired: false } }));
    });
    await user.click(screen.getByRole('link', { name: 'zu den Benutzern' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users');
  });

  it('leads there too when any request is refused with MFA_SETUP_REQUIRED', async () => {
    // A safety net, e.g. for a session that began before its account became an admin without a factor.
    stubFetch({ 'GET /api/admin/review-queue/count': () => jsonResponse(403, setupRequired) });
    const { store } = await renderLayout(
      testUser('admin', { mfa: { enabled: true, setupRequired: false } }),
      '/dashboard',
    );

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/security'));
    expect(store.getState().auth.user?.mfa).toEqual({ enabled: false, setupRequired: true });
  });
});
