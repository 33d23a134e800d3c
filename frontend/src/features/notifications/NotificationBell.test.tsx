import { screen, waitFor, within } from '@testing-library/react';
import { answerMediaQueries, authState, jsonResponse, renderWithProviders } from '../../test/test-utils';
import { NotificationBell } from './NotificationBell';
import { bellLabel, firstPage, openBell, renderBell, stubNotificationRoutes as routes } from './testing/bell';
import { FakeEventSource, notification, notificationPage } from './testing/fixtures';

let uninstall: () => void;
beforeEach(() => {
  uninstall = FakeEventSource.install();
});
afterEach(() => uninstall());

describe('NotificationBell', () => {
  it('shows the unread count and lists the notifications, newest first, unread ones marked', async () => {
    const fetchMock = routes();
    const { user } = renderBell();

    await waitFor(() => expect(bellLabel()).toBe('Benachrichtigungen, 2 ungelesen'));
    expect(screen.getByTestId('notification-bell').closest('.notification-bell')).toHaveTextContent('2');

    const panel = await openBell(user);
    const items = within(panel).getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ungelesen: Neuer Auftrag «Reel Sommer»vor 5 Min.',
      'Ungelesen: Design wurde freigegebenvor 3 Std.',
      'Willkommen01.01.2025',
    ]);
    expect(items[0]).toHaveClass('notification-item--unread');
    expect(items[2]).not.toHaveClass('notification-item--unread');
    // The request asks for the first page of 20.
    const listRequest = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.includes('/api/notifications?'));
    expect(new URL(listRequest!.url).searchParams.get('page')).toBe('1');
    expect(new URL(listRequest!.url).searchParams.get('pageSize')).toBe('20');
  });

  it('says so when there are none', async () => {
    routes({ 'GET /api/notifications': { body: notificationPage([]) } });
    const { user } = renderBell();
    const panel = await openBell(user);
    expect(await within(panel).findByText('Keine Benachrichtigungen')).toBeInTheDocument();
    expect(bellLabel()).toBe('Benachrichtigungen, keine ungelesen');
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    routes({
      'GET /api/notifications': () => (fail ? jsonResponse(500, { message: 'kaputt' }) : jsonResponse(200, firstPage)),
    });
    const { user } = renderBell();
    const panel = await openBell(user);

    expect(await within(panel).findByText('Fehler beim Laden der Benachrichtigungen')).toBeInTheDocument();
    expect(within(panel).queryByTestId('notification-item')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(panel).findByText('Design wurde freigegeben')).toBeInTheDocument();
    expect(within(panel).queryByText('Fehler beim Laden der Benachrichtigungen')).not.toBeInTheDocument();
  });

  it('loads further pages with "Mehr laden"', async () => {
    // The server decides the page size; small pages keep the test light.
    const pageOf = (page: number, ids: string[], total: number) => ({
      ...notificationPage(
        ids.map((id) => notification({ id, message: `Meldung ${id}` })),
        { total, unread: total, page },
      ),
      pageSize: 2,
    });
    const pagesRequested: string[] = [];
    routes({
      'GET /api/notifications': (request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pagesRequested.push(page);
        // A notification that arrived meanwhile shifts page 2 by one: "a-1" comes again.
        return jsonResponse(200, page === '1' ? pageOf(1, ['a-0', 'a-1'], 3) : pageOf(2, ['a-1', 'b-0'], 4));
      },
    });
    const { user } = renderBell();
    const panel = await openBell(user);

    expect(await within(panel).findAllByTestId('notification-item')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Mehr laden' }));
    expect(await within(panel).findByText('Meldung b-0')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByTestId('notification-item')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Meldung a-0'),
      expect.stringContaining('Meldung a-1'),
      expect.stringContaining('Meldung b-0'),
    ]);
    expect(within(panel).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    expect(pagesRequested).toEqual(['1', '2']);
  });

  it('is usable with the keyboard: Enter opens, Tab reaches the items, Escape closes', async () => {
    routes();
    const { user } = renderBell();
    await waitFor(() => expect(bellLabel()).toBe('Benachrichtigungen, 2 ungelesen'));

    screen.getByTestId('notification-bell').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    await waitFor(() => expect(panel).toHaveFocus());
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getAllByTestId('notification-item')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveFocus());
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the list in a drawer on phones', async () => {
    answerMediaQueries((query) => query.includes('max-width'));
    routes();
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen, / }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(await within(drawer).findByText('Design wurde freigegeben')).toBeInTheDocument();
    // The screen reader's prefix is there, but clipped away on the screen, whatever CSS is loaded.
    const prefixes = within(drawer).getAllByText('Ungelesen:');
    expect(prefixes).toHaveLength(2);
    for (const prefix of prefixes)
      expect(prefix).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('shows nothing for a signed-out visitor and asks the server nothing', () => {
    const fetchMock = routes();
    renderWithProviders(<NotificationBell />, { preloadedState: authState(null) });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
