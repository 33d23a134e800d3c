import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/session/types';
import {
  authState,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../../test/test-utils';
import { NotificationBell } from '../NotificationBell';
import { notification, notificationPage } from './fixtures';

const MINUTE = 60_000;

/** Two unread (5 minutes and 3 hours old) and one read from long ago. */
export const firstPage = notificationPage(
  [
    notification({
      id: 'n-2',
      message: 'Neuer Auftrag «Reel Sommer»',
      projectId: 'p-2',
      createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    }),
    notification({
      id: 'n-1',
      message: 'Design wurde freigegeben',
      projectId: 'p-1',
      createdAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    }),
    notification({
      id: 'n-0',
      message: 'Willkommen',
      projectId: null,
      readAt: '2025-01-01T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  ],
  { unread: 2 },
);

/** The notification endpoints answering as the server does, plus the given routes. */
export function stubNotificationRoutes(extra: Record<string, FetchRoute> = {}) {
  return stubFetch({
    'GET /api/notifications': { body: firstPage },
    'POST /api/notifications/stream-session': { status: 204 },
    ...extra,
  });
}

export function renderBell(role: Role = 'designer', viewAsClientId: string | null = null, extra: ReactNode = null) {
  return renderWithProviders(
    <>
      <NotificationBell />
      <LocationDisplay />
      {extra}
    </>,
    { route: '/dashboard', preloadedState: authState(testUser(role), { viewAsClientId }) },
  );
}

export async function openBell(user: ReturnType<typeof renderBell>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen, / }));
  return screen.findByRole('region', { name: 'Benachrichtigungen' });
}

export function bellLabel() {
  return screen.getByTestId('notification-bell').getAttribute('aria-label');
}
