import { ORDER_LISTS, orderTag, type CacheTag as Tag } from '../../shared/api/cacheTags';
import type { NotificationItem, NotificationKind } from '../../shared/contracts';

/** What may now need the user's action: every badge and order list (a tag no query of this role provides costs nothing). */
const NEEDS_ACTION: Tag[] = ['DesignerBadge', 'ClientBadge', 'ReviewQueue', ORDER_LISTS];

/** An order's own screens: the order, its timeline and its communication. */
function orderViews(projectId: string): Tag[] {
  return [orderTag(projectId), { type: 'ProjectTimeline', id: projectId }, { type: 'ProjectComments', id: projectId }];
}

/** A message: the order cards count it unread, and it lands in a pin's thread or the communication. */
function messageViews(item: NotificationItem): Tag[] {
  const thread: Tag[] = item.pinId ? [{ type: 'PinReplies', id: item.pinId }] : [];
  return [ORDER_LISTS, ...(item.projectId ? orderViews(item.projectId) : []), ...thread];
}

/** A month plan finished (or failed): the content-ideas screen refreshes its ideas and its running job. */
const MONTH_PLAN: Tag[] = ['ContentIdeas', 'GenerationJob'];

/** A step without an order is about the account: its plan, or its month plan of content ideas. */
function stepViews(item: NotificationItem): Tag[] {
  return [...NEEDS_ACTION, ...(item.projectId ? orderViews(item.projectId) : MONTH_PLAN)];
}

/** By the notification's kind (the contract's NOTIFICATION_KINDS; a new kind fails tsc until mapped): what its arrival invalidates. */
const LIVE_REFRESH: Record<NotificationKind, (item: NotificationItem) => Tag[]> = {
  status_changed: stepViews,
  message: messageViews,
  pin_reply: messageViews,
  mention: messageViews,
};

const isKnownKind = (type: string): type is NotificationKind => Object.hasOwn(LIVE_REFRESH, type);

/** What a notification the stream pushed invalidates; a kind this web app does not know yet refreshes everything it could mean. */
export function liveRefreshTags(item: NotificationItem): Tag[] {
  if (isKnownKind(item.type)) return LIVE_REFRESH[item.type](item);
  return [...stepViews(item), ...messageViews(item)];
}

/** Back after a gap in the stream: anything may have happened meanwhile. */
export const AFTER_GAP: Tag[] = ['Notifications', ...NEEDS_ACTION, ...MONTH_PLAN];
