import { startLiveStream, type LiveStreamOptions } from './liveStream';
import { FakeEventSource, notification } from './testing/fixtures';

/** Lets the awaited session request settle (it is a promise even when it resolves at once). */
async function settle() {
  await Promise.resolve();
  await Promise.resolve();
}

function start(overrides: Partial<LiveStreamOptions> = {}) {
  FakeEventSource.instances = [];
  const openSession = overrides.openSession ?? jest.fn(async () => true);
  const onReady = jest.fn();
  const onNotification = jest.fn();
  let active = true;
  const stream = startLiveStream({
    url: '/api/notifications/stream',
    createEventSource: (url) => new FakeEventSource(url),
    isActive: () => active,
    onReady,
    onNotification,
    ...overrides,
    openSession,
  });
  return { stream, openSession, onReady, onNotification, signOut: () => (active = false) };
}

describe('startLiveStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the cookie first, then opens the stream and passes its events on', async () => {
    const { openSession, onReady, onNotification } = start();
    expect(openSession).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    await settle();

    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/notifications/stream');
    source.emit('ready', { unread: 3 });
    source.emit('notification', notification({ id: 'n-9' }));
    source.emit('notification', 'not json');
    expect(onReady).toHaveBeenCalledWith({ unread: 3 });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification.mock.calls[0][0]).toMatchObject({ id: 'n-9' });
  });

  it('leaves a dropped connection to the browser while it reconnects by itself', async () => {
    const { openSession } = start();
    await settle();
    FakeEventSource.latest().fail({ closed: false });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(openSession).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('after the browser gives up, asks for a new cookie with a backoff doubling from 2 s to 60 s', async () => {
    const openSession = jest.fn(async () => true);
    start({ openSession });
    await settle();
    const sessions = () => openSession.mock.calls.length;
    const delays: number[] = [];

    for (let attempt = 0; attempt < 7; attempt += 1) {
      const source = FakeEventSource.latest();
      source.fail();
      expect(source.closed).toBe(true);
      const before = sessions();
      let waited = 0;
      while (sessions() === before && waited < 120_000) {
        await jest.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
      }
      delays.push(waited);
      await settle();
    }

    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect(FakeEventSource.instances).toHaveLength(8);
  });

  it('keeps backing off while the cookie cannot be had, and starts over after a ready', async () => {
    let sessionWorks = false;
    const openSession = jest.fn(async () => sessionWorks);
    start({ openSession });
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(2_000);
    expect(openSession).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(openSession).toHaveBeenCalledTimes(2);
    sessionWorks = true;
    await jest.advanceTimersByTimeAsync(1);
    expect(openSession).toHaveBeenCalledTimes(3);
    await settle();

    const source = FakeEventSource.latest();
    source.emit('ready', { unread: 0 });
    source.fail();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(openSession).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(openSession).toHaveBeenCalledTimes(4);
  });

  it('stops: closes the stream and cancels a pending retry', async () => {
    const { stream, openSession } = start();
    await settle();
    const first = FakeEventSource.latest();
    first.fail();
    stream.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(openSession).toHaveBeenCalledTimes(1);

    const other = start();
    await settle();
    other.stream.stop();
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('makes no further attempt once the app has signed out', async () => {
    const { openSession, signOut } = start();
    await settle();
    signOut();
    FakeEventSource.latest().fail();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(openSession).toHaveBeenCalledTimes(1);
  });
});
