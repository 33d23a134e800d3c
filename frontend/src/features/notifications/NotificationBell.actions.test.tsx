import { screen, waitFor, within } from '@testing-library/react';
import { requestedPaths } from '../../test/test-utils';
import { bellLabel, openBell, renderBell, stubNotificationRoutes as routes } from './testing/bell';
import { FakeEventSource, notification, notificationPage } from './testing/fixtures';

let uninstall: () => void;
beforeEach(() => {
  uninstall = FakeEventSource.install();
});
afterEach(() => uninstall());

describe('NotificationBell: reading', () => {
  it('marks one as read when it is clicked and opens its order in the designer area', async () => {
    const fetchMock = routes({ 'POST /api/notifications/n-1/read': { status: 204 } });
    const { user } = renderBell('designer');
    const panel = await openBell(user);

    await user.click(within(panel).getByText('Design wurde freigegeben'));
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/project/p-1');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('POST /api/notifications/n-1/read'));
    expect(bellLabel()).toBe('Benachrichtigungen, 1 ungelesen');
    // Navigating closes the popover and gives the focus back to the bell.
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveFocus());
  });

  it.each([
    ['client', null, '/client/project/p-2'],
    ['admin', null, '/admin/project/p-2'],
    // The notifications are the signed-in admin's own, so their orders open in the admin area.
    ['admin', 'client-7', '/admin/project/p-2'],
  ] as const)('a %s (viewing as %s) opens the order at %s', async (role, viewAs, path) => {
    routes({ 'POST /api/notifications/n-2/read': { status: 204 } });
    const { user } = renderBell(role, viewAs);
    const panel = await openBell(user);
    await user.click(within(panel).getByText('Neuer Auftrag «Reel Sommer»'));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('gives the count back when the server refuses to mark one as read', async () => {
    routes({
      'POST /api/notifications/n-0/read': { status: 500 },
      'POST /api/notifications/n-2/read': { status: 500 },
    });
    const { user } = renderBell('client');
    const panel = await openBell(user);
    await user.click(within(panel).getByText('Neuer Auftrag «Reel Sommer»'));
    expect(
      await screen.findByText('Die Benachrichtigung konnte nicht als gelesen markiert werden.'),
    ).toBeInTheDocument();
    expect(bellLabel()).toBe('Benachrichtigungen, 2 ungelesen');
  });

  it('marks all as read', async () => {
    const fetchMock = routes({ 'POST /api/notifications/read-all': { status: 204 } });
    const { user } = renderBell();
    const panel = await openBell(user);

    await user.click(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' }));
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('POST /api/notifications/read-all'));
    expect(bellLabel()).toBe('Benachrichtigungen, keine ungelesen');
    expect(within(panel).queryByText(/Ungelesen:/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled();
  });
});

describe('NotificationBell: answering a message', () => {
  it.each([
    ['an answer on a pin', { type: 'pin_reply', pinId: 'pin-4' }, '/designer/project/p-1?pin=pin-4'],
    ['a mention in a comment', { type: 'mention', pinId: null }, '/designer/project/p-1?messages=1'],
    ['a comment', { type: 'message', pinId: null }, '/designer/project/p-1?messages=1'],
  ] as const)('%s opens the order where to answer it, and says so', async (_what, item, path) => {
    routes({
      'GET /api/notifications': {
        body: notificationPage([notification({ id: 'n-9', message: 'Kundin Kessler hat dich erwähnt', ...item })]),
      },
      'POST /api/notifications/n-9/read': { status: 204 },
    });
    const { user } = renderBell('designer');
    const panel = await openBell(user);
    const entry = within(panel).getByRole('button', { name: /Kundin Kessler hat dich erwähnt/ });
    expect(entry).toHaveTextContent('Antworten');
    await user.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('says nothing of answering a status notification', async () => {
    routes();
    const { user } = renderBell('designer');
    const panel = await openBell(user);
    expect(within(panel).getByText('Design wurde freigegeben').closest('button')).not.toHaveTextContent('Antworten');
  });
});
