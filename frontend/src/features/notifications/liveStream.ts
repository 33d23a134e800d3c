import type { NotificationItem, StreamReady } from '../../shared/contracts';

/** The part of the browser's EventSource the stream uses; tests pass a fake with the same shape. */
interface EventSourceLike {
  readonly readyState: number;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser gave up (an error status such as 401) and will not retry itself. */
const CLOSED = 2;

export interface LiveStreamOptions {
  url: string;
  /** POST /api/notifications/stream-session: sets the stream's cookie; false when it failed. */
  openSession: () => Promise<boolean>;
  createEventSource: EventSourceFactory;
  /** False once the app has signed out: no further attempt is made. */
  isActive: () => boolean;
  onReady: (ready: StreamReady) => void;
  onNotification: (item: NotificationItem) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface LiveStream {
  stop(): void;
}

function parse<T>(event: MessageEvent<string>): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps one notification stream open: a fresh cookie, then the EventSource. While the connection
 * only drops, the browser reconnects by itself (readyState CONNECTING). Once it gives up (CLOSED:
 * the cookie expired, the session ended, the server refused), a new cookie is asked for after a
 * backoff that doubles up to the maximum and starts again after the next `ready`.
 */
export function startLiveStream({
  url,
  openSession,
  createEventSource,
  isActive,
  onReady,
  onNotification,
  firstRetryMs = 2_000,
  maxRetryMs = 60_000,
}: LiveStreamOptions): LiveStream {
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = firstRetryMs;

  const running = () => !stopped && isActive();

  function retryLater() {
    if (!running()) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect() {
    if (!running()) return;
    const sessionOpened = await openSession().catch(() => false);
    if (!running()) return;
    if (!sessionOpened) {
      retryLater();
      return;
    }

    const current = createEventSource(url);
    source = current;
    current.addEventListener('ready', (event) => {
      const ready = parse<StreamReady>(event);
      if (!ready) return;
      retryMs = firstRetryMs;
      onReady(ready);
    });
    current.addEventListener('notification', (event) => {
      const item = parse<NotificationItem>(event);
      if (item && typeof item.id === 'string') onNotification(item);
    });
    current.onerror = () => {
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = null;
      retryLater();
    };
  }

  void connect();

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      source?.close();
      source = null;
    },
  };
}
