import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionEnded } from '../../shared/session/authSlice';
import { useGetDesignerBadgeQuery } from '../designer/designerApi';
import { jsonResponse, requestedPaths } from '../../test/test-utils';
import { bellLabel, openBell, renderBell, stubNotificationRoutes } from './testing/bell';
import { FakeEventSource, notification } from './testing/fixtures';

/** Shows the designer's sidebar count, as the layout does, to see it refresh. */
function DesignerBadgeProbe() {
  const { data } = useGetDesignerBadgeQuery();
  return <div data-testid="designer-badge">{data?.count ?? '-'}</div>;
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  uninstall();
});

async function renderLive() {
  let badgeCount = 1;
  const fetchMock = stubNotificationRoutes({
    'GET /api/designer/badge': () => jsonResponse(200, { count: badgeCount }),
  });
  const rendered = renderBell('designer', null, <DesignerBadgeProbe />);
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('designer-badge')).toHaveTextContent('1'));
  const source = FakeEventSource.latest();
  source.emit('ready', { unread: 2 });
  const count = (path: string) => requestedPaths(fetchMock).filter((requested) => requested === path).length;
  return { ...rendered, fetchMock, source, count, setBadge: (value: number) => (badgeCount = value) };
}

const SESSION = 'POST /api/notifications/stream-session';

describe('the live notification stream', () => {
  it('opens after asking for its cookie with the bearer token', async () => {
    const { fetchMock, source } = await renderLive();
    expect(source.url).toBe('/api/notifications/stream');
    const paths = requestedPaths(fetchMock);
    expect(paths.indexOf(SESSION)).toBeGreaterThan(paths.indexOf('GET /api/notifications'));
    const session = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.endsWith('/api/notifications/stream-session'))!;
    expect(session.headers.get('Authorization')).toBe('Bearer access-token');
  });

  it('puts a new notification on top, counts it once however often it comes, and refreshes the badges', async () => {
    const { user, source, count, setBadge } = await renderLive();
    const panel = await openBell(user);
    expect(count('GET /api/designer/badge')).toBe(1);

    setBadge(2);
    const pushed = notification({
      id: 'n-live',
      message: 'Neuer Auftrag «Story Herbst»',
      projectId: 'p-9',
      createdAt: new Date().toISOString(),
    });
    source.emit('notification', pushed);

    expect(bellLabel()).toBe('Benachrichtigungen, 3 ungelesen');
    expect(within(panel).getAllByTestId('notification-item')[0]).toHaveTextContent(
      'Neuer Auftrag «Story Herbst»gerade eben',
    );
    await waitFor(() => expect(screen.getByTestId('designer-badge')).toHaveTextContent('2'));
    expect(count('GET /api/designer/badge')).toBe(2);

    source.emit('notification', pushed);
    expect(bellLabel()).toBe('Benachrichtigungen, 3 ungelesen');
    expect(within(panel).getAllByText('Neuer Auftrag «Story Herbst»')).toHaveLength(1);
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(4);
    // Give a second refresh the chance to happen: it must not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(count('GET /api/designer/badge')).toBe(2);
  });

  it('after a gap, loads what it missed', async () => {
    const { source, count } = await renderLive();
    expect(count('GET /api/notifications')).toBe(1);
    source.fail({ closed: false }); // the browser reconnects by itself
    source.emit('ready', { unread: 4 });
    await waitFor(() => expect(count('GET /api/notifications')).toBe(2));
    expect(count('GET /api/designer/badge')).toBe(2);
    expect(count(SESSION)).toBe(1);
  });

  it('asks for a new cookie and reconnects after the browser gave up, after a backoff', async () => {
    const { source, count } = await renderLive();
    expect(count(SESSION)).toBe(1);

    jest.useFakeTimers();
    source.fail();
    expect(source.closed).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(1_999));
    expect(count(SESSION)).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(count(SESSION)).toBe(2);
    expect(FakeEventSource.latest().closed).toBe(false);
  });

  it('stops for good when the app signs out, also with a retry pending', async () => {
    const { store, source, count } = await renderLive();
    jest.useFakeTimers();
    source.fail(); // a retry is now pending
    act(() => {
      store.dispatch(sessionEnded());
    });
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    jest.useRealTimers();
    expect(count(SESSION)).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('closes the open stream on sign-out', async () => {
    const { store, source } = await renderLive();
    expect(source.closed).toBe(false);
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(source.closed).toBe(true));
  });
});
