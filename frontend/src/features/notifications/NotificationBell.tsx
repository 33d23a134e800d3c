import { BellOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Badge, Button, Drawer, Empty, Popover, Spin } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { LoadFailure } from '../../shared/LoadFailure';
import type { NotificationItem, Role } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { selectRole, selectSessionStatus } from '../../shared/session/authSlice';
import { useMediaQuery } from '../../shared/useMediaQuery';
import {
  useGetNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notificationsApi';
import { notificationTexts as t } from './texts';
import { timeAgo } from './timeAgo';
import './notifications.css';

const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The stream pushes new notifications; the spec's 30-second poll stays on beside it: EventSource
 * cannot see the server's heartbeats, so a stream that went quiet behind a proxy looks open for
 * ever, and the poll also brings reads done in another tab. Unfocused tabs do not poll; they catch
 * up when they regain focus.
 */
const POLLING = { pollingInterval: 30_000, skipPollingIfUnfocused: true, refetchOnFocus: true } as const;

/** The order's page in the signed-in account's own area (an admin viewing as a client: the admin's). */
const projectRouteByRole: Record<Role, string> = {
  client: '/client/project/',
  designer: '/designer/project/',
  admin: '/admin/project/',
};

/** Notifications of messages: they open the order where to answer (the pin's thread, or the communication). */
const MESSAGE_TYPES = new Set(['message', 'pin_reply', 'mention']);

function answerQuery(item: NotificationItem): string {
  if (item.pinId) return `?pin=${encodeURIComponent(item.pinId)}`;
  return MESSAGE_TYPES.has(item.type) ? '?messages=1' : '';
}

/** New items pushed onto page 1 shift the later pages by as many: an item may come twice. */
function uniqueById(items: NotificationItem[]): NotificationItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

interface NotificationPanelProps {
  /** The popover moves the focus here once it is open (the drawer focuses itself). */
  panelRef: RefObject<HTMLElement | null>;
  onDone: () => void;
}

function NotificationPanel({ panelRef, onDone }: NotificationPanelProps) {
  const role = useAppSelector(selectRole);
  const navigate = useNavigate();
  const toast = useToast();
  // Opening the panel mounts it afresh (destroyOnHidden): the times are as of this opening.
  const [now] = useState(Date.now);
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  const items = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.items) ?? []), [data]);
  const unread = data?.pages[0]?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.readAt) {
      markRead(item.id)
        .unwrap()
        .catch(() => toast.error(t.markReadError));
    }
    if (item.projectId) {
      navigate(`${projectRouteByRole[role ?? 'client']}${encodeURIComponent(item.projectId)}${answerQuery(item)}`);
      onDone();
    }
  };

  const readAll = () => {
    markAllRead()
      .unwrap()
      .catch(() => toast.error(t.markAllReadError));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  let body;
  if (isLoading) {
    body = (
      <div className="notification-panel__state" role="status" aria-label={t.loading}>
        <Spin />
      </div>
    );
  } else if (data && items.length === 0 && !isError) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} className="notification-panel__state" />;
  } else {
    body = (
      <ul className="notification-list" aria-label={t.title}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={item.readAt ? 'notification-item' : 'notification-item notification-item--unread'}
              onClick={() => open(item)}
              data-testid="notification-item"
            >
              <span className="notification-item__dot" aria-hidden="true" />
              <span className="notification-item__body">
                {item.readAt ? null : <VisuallyHidden>{`${t.unread}: `}</VisuallyHidden>}
                <span className="notification-item__message">{item.message}</span>
                <time className="notification-item__time" dateTime={item.createdAt}>
                  {timeAgo(item.createdAt, now)}
                </time>
                {item.projectId && (item.pinId || MESSAGE_TYPES.has(item.type)) ? (
                  <span className="notification-item__answer">{t.answer}</span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="notification-panel" aria-label={t.title} ref={panelRef} tabIndex={-1} onKeyDown={onKeyDown}>
      {isError ? (
        <LoadFailure text={t.loadError} className="notification-panel__error" onRetry={() => void refetch()} />
      ) : null}
      {data ? (
        <div className="notification-panel__toolbar">
          <Button type="link" size="small" onClick={readAll} disabled={unread === 0} loading={markingAll}>
            {t.markAllRead}
          </Button>
        </div>
      ) : null}
      {body}
      {hasNextPage ? (
        <Button block onClick={() => fetchNextPage()} loading={isFetchingNextPage} className="notification-panel__more">
          {t.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The bell in the header: the unread count, and the list in a popover (a drawer on phones). It reads
 * the session itself, so a layout places it with `<NotificationBell />`; while its list is in the
 * cache the live stream is open (notificationsApi).
 */
export function NotificationBell() {
  const signedIn = useAppSelector(selectSessionStatus) === 'authenticated';
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { data } = useGetNotificationsInfiniteQuery(signedIn ? undefined : skipToken, POLLING);
  const unread = data?.pages[0]?.unread ?? 0;

  if (!signedIn) return null;

  const close = () => {
    setOpen(false);
    bellRef.current?.focus();
  };
  const panel = <NotificationPanel panelRef={panelRef} onDone={close} />;

  const bell = (
    <Button
      ref={bellRef}
      type="text"
      shape="circle"
      icon={<BellOutlined />}
      aria-label={t.bellLabel(unread)}
      aria-expanded={open}
      onClick={isMobile ? () => setOpen(true) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
      data-testid="notification-bell"
    />
  );

  return (
    <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]} className="notification-bell">
      {isMobile ? (
        <>
          {bell}
          <Drawer
            title={t.title}
            placement="right"
            size="min(100vw, 24rem)"
            open={open}
            onClose={close}
            destroyOnHidden
          >
            {panel}
          </Drawer>
        </>
      ) : (
        <Popover
          title={t.title}
          content={panel}
          trigger="click"
          placement="bottomRight"
          open={open}
          onOpenChange={setOpen}
          destroyOnHidden
          arrow={false}
          afterOpenChange={(visible) => {
            if (visible) panelRef.current?.focus();
          }}
        >
          {bell}
        </Popover>
      )}
    </Badge>
  );
}
