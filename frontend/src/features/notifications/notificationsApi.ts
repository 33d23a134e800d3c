import type { Draft } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api';
import { API_BASE } from '../../shared/api/session';
import type { NotificationPage } from '../../shared/contracts';
import type { StateWithAuth } from '../../shared/session/authSlice';
import { AFTER_GAP, liveRefreshTags } from './liveRefresh';
import { startLiveStream, type EventSourceFactory } from './liveStream';

const NOTIFICATIONS_PAGE_SIZE = 20;

const STREAM_URL = `${API_BASE}/notifications/stream`;

/**
 * The browser's EventSource, looked up when a stream opens (tests put a fake one on `window`, the
 * way they stub `fetch`). Without one the bell lives on the 30-second poll alone.
 */
function browserEventSource(): EventSourceFactory | null {
  if (typeof window === 'undefined' || typeof window.EventSource !== 'function') return null;
  return (url) => new window.EventSource(url);
}

type CachedPages = Draft<{ pages: NotificationPage[] }>;

function isCached(data: CachedPages, id: string): boolean {
  return data.pages.some((page) => page.items.some((item) => item.id === id));
}

/** Every loaded page carries the account's totals; they are kept equal. */
function adjustTotals(data: CachedPages, change: { unread?: (unread: number) => number; total?: number }) {
  for (const page of data.pages) {
    if (change.unread) page.unread = Math.max(0, change.unread(page.unread));
    if (change.total) page.total += change.total;
  }
}

/**
 * The caller's notifications ("Mehr laden" pages through them), mark one or all as read, and the
 * live stream. The list is the signed-in account's even while an admin views the app as a client.
 */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * lastPage.pageSize < lastPage.total ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: '/notifications',
        params: { page: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE },
      }),
      providesTags: ['Notifications'],
      /**
       * RTK Query's streaming updates: while the list is in the cache, new notifications arrive on
       * the stream, are put on top of page 1 (once per id: a retried job may send one twice), and
       * refresh every badge and order list.
       */
      async onCacheEntryAdded(
        _arg,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry, dispatch, getState },
      ) {
        const createEventSource = browserEventSource();
        if (!createEventSource) return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the first page came
        }

        const received = new Set<string>();
        let readyCount = 0;
        const stream = startLiveStream({
          url: STREAM_URL,
          createEventSource,
          isActive: () => (getState() as unknown as StateWithAuth).auth.status === 'authenticated',
          openSession: async () => {
            const result = await dispatch(
              notificationsApi.endpoints.openNotificationStream.initiate(undefined, { track: false }),
            );
            return result.error === undefined;
          },
          onReady: ({ unread }) => {
            readyCount += 1;
            if (readyCount > 1) {
              // Back after a gap: what arrived meanwhile was not pushed.
              dispatch(api.util.invalidateTags(AFTER_GAP));
            } else if (getCacheEntry().data?.pages[0]?.unread !== unread) {
              // Something arrived between the first page and the stream.
              dispatch(api.util.invalidateTags(['Notifications']));
            }
          },
          onNotification: (item) => {
            if (received.has(item.id)) return;
            received.add(item.id);
            let added = false;
            updateCachedData((draft) => {
              if (isCached(draft, item.id) || draft.pages.length === 0) return;
              draft.pages[0].items.unshift(item);
              adjustTotals(draft, { total: 1, unread: item.readAt ? undefined : (unread) => unread + 1 });
              added = true;
            });
            if (added) dispatch(notificationsApi.util.invalidateTags(liveRefreshTags(item)));
          },
        });

        await cacheEntryRemoved; // also on sign-out and view-as-client changes (resetApiState)
        stream.stop();
      },
    }),
    markNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            let wasUnread = false;
            for (const page of draft.pages) {
              for (const item of page.items) {
                if (item.id === id && !item.readAt) {
                  item.readAt = readAt;
                  wasUnread = true;
                }
              }
            }
            if (wasUnread) adjustTotals(draft, { unread: (unread) => unread - 1 });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const item of page.items) item.readAt ??= readAt;
            }
            adjustTotals(draft, { unread: () => 0 });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Sets the httpOnly cookie the stream authenticates with (the token never goes into a URL). */
    openNotificationStream: build.mutation<void, void>({
      query: () => ({ url: '/notifications/stream-session', method: 'POST' }),
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
