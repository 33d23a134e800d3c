import { act } from '@testing-library/react';
import type { NotificationItem, NotificationPage } from '../../../shared/contracts';

const MINUTE = 60_000;

export function notification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n-1',
    type: 'status_changed',
    message: 'Dein Design ist bereit zur Prüfung',
    projectId: 'p-1',
    pinId: null,
    readAt: null,
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    ...overrides,
  };
}

export function notificationPage(
  items: NotificationItem[],
  { unread = items.filter((item) => !item.readAt).length, total = items.length, page = 1 } = {},
): NotificationPage {
  return { items, unread, total, page, pageSize: 20 };
}

type Listener = (event: MessageEvent<string>) => void;

/**
 * Stands in for the browser's EventSource at the boundary, like the fetch stub: tests emit the
 * server's events and end the connection the way the browser reports it.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  /** Puts the fake on `window` for one test; returns the cleanup. */
  static install(): () => void {
    FakeEventSource.instances = [];
    const target = window as unknown as { EventSource?: unknown };
    target.EventSource = FakeEventSource;
    return () => {
      delete target.EventSource;
    };
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** `event: <type>` with `data: <JSON>`, as the server writes it. */
  emit(type: string, data: unknown) {
    this.readyState = 1;
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }

  /** The connection failed; `closed` = the browser gave up (e.g. the server answered 401). */
  fail({ closed = true } = {}) {
    this.readyState = closed ? 2 : 0;
    act(() => {
      this.onerror?.(new Event('error'));
    });
  }
}
