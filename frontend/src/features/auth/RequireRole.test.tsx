import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authState, LocationDisplay, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
import type { AuthUser } from '../../shared/session/types';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AppLayout } from '../layout/AppLayout';
import { RequireRole } from './RequireRole';

function ClientScreen() {
  return <p>Kundenbereich</p>;
}

function StaffScreen() {
  return <p>Teambereich</p>;
}

async function renderAt(route: string, user: AuthUser, viewAsClientId: string | null = null) {
  const rendered = renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route element={<RequireRole roles={['client']} />}>
          <Route path="/client/subscription" element={<ClientScreen />} />
        </Route>
        <Route element={<RequireRole roles={['client', 'designer', 'admin']} />}>
          <Route path="/client/profile" element={<ClientScreen />} />
        </Route>
        <Route element={<RequireRole roles={['designer', 'admin']} />}>
          <Route path="/designer/projects" element={<StaffScreen />} />
        </Route>
        <Route element={<RequireRole roles={['admin']} />}>
          <Route path="/admin/review" element={<StaffScreen />} />
        </Route>
      </Route>
    </Routes>,
    { route, preloadedState: authState(user, { viewAsClientId }) },
  );
  // antd's menu registers its items in a microtask after mounting.
  await act(async () => {});
  return rendered;
}

describe('RequireRole', () => {
  it.each(['/dashboard', '/client/profile', '/client/subscription', '/designer/projects', '/admin/review'])(
    'shows an account without a role "Keine Rolle gefunden" at %s, and no client entries',
    async (route) => {
      const fetchMock = stubFetch({});
      await renderAt(route, testUser(null));

      expect(await screen.findByText('Keine Rolle gefunden')).toBeInTheDocument();
      expect(
        screen.getByText('Deinem Konto ist noch keine Rolle zugewiesen. Bitte wende dich an einen Administrator.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Kundenbereich')).not.toBeInTheDocument();
      expect(screen.queryByText('Teambereich')).not.toBeInTheDocument();
      // Nothing to reach: no "Mein Profil" either.
      expect(screen.queryByTestId('my-profile-link')).not.toBeInTheDocument();
      const links = within(screen.getByTestId('sidebar'))
        .getAllByRole('link')
        .filter((link) => link.closest('.ant-menu'))
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual(['/dashboard']);
      // No client endpoint is asked (they would fail for an account without a role); the account's
      // own notifications are every account's.
      const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
      expect(asked.filter((path) => !path.startsWith('/api/notifications'))).toEqual([]);
    },
  );

  it('lets each role into its areas and sends it to its dashboard elsewhere', async () => {
    stubFetch({});
    const client = await renderAt('/client/subscription', testUser('client'));
    expect(screen.getByText('Kundenbereich')).toBeInTheDocument();
    client.unmount();

    const admin = await renderAt('/client/subscription', testUser('admin'), 'client-1');
    expect(screen.getByText('Kundenbereich')).toBeInTheDocument();
    admin.unmount();

    // "Mein Profil" is every role's.
    const designer = await renderAt('/client/profile', testUser('designer'));
    expect(screen.getByText('Kundenbereich')).toBeInTheDocument();
    designer.unmount();

    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<LocationDisplay />} />
        <Route element={<RequireRole roles={['admin']} />}>
          <Route path="/admin/review" element={<StaffScreen />} />
        </Route>
      </Routes>,
      { route: '/admin/review', preloadedState: authState(testUser('designer')) },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
