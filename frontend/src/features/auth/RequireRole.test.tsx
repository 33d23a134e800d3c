import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authState, LocationDisplay, renderWithProviders, stubFetch, testUser } from '../../test/test-utils';
import type { AuthUser } from './types';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AppLayout } from '../layout/AppLayout';
import { RequireRole } from './RequireRole';

function ClientScreen() {
  return <p>Kundenbereich</p>;
}

async function renderAt(route: string, user: AuthUser, viewAsClientId: string | null = null) {
  const rendered = renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route element={<RequireRole roles={['client']} />}>
          <Route path="/client/profile" element={<ClientScreen />} />
          <Route path="/client/subscription" element={<ClientScreen />} />
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
  it.each(['/client/profile', '/client/subscription'])(
    'shows an account without a role "Keine Rolle gefunden" instead of %s, and no client entries',
    async (route) => {
      const fetchMock = stubFetch({});
      await renderAt(route, testUser(null));

      expect(await screen.findByText('Keine Rolle gefunden')).toBeInTheDocument();
      expect(screen.queryByText('Kundenbereich')).not.toBeInTheDocument();
      const links = within(screen.getByTestId('sidebar'))
        .getAllByRole('link')
        .filter((link) => link.closest('.ant-menu'))
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual(['/dashboard']);
      // No client endpoint is asked (they would fail for an account without a role).
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('lets a client and an admin viewing as a client in, and sends a designer to its dashboard', async () => {
    stubFetch({});
    const client = await renderAt('/client/profile', testUser('client'));
    expect(screen.getByText('Kundenbereich')).toBeInTheDocument();
    client.unmount();

    const admin = await renderAt('/client/profile', testUser('admin'), 'client-1');
    expect(screen.getByText('Kundenbereich')).toBeInTheDocument();
    admin.unmount();

    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<LocationDisplay />} />
        <Route element={<RequireRole roles={['client']} />}>
          <Route path="/client/profile" element={<ClientScreen />} />
        </Route>
      </Routes>,
      { route: '/client/profile', preloadedState: authState(testUser('designer')) },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
