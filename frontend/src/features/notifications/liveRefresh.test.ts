import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type { NotificationItem } from '../../shared/contracts';
import { liveRefreshTags } from './liveRefresh';
import { notification } from './testing/fixtures';

describe('what a live notification refreshes', () => {
  it('a step of an order: the badges, the lists and the screens of the order', () => {
    const tags = liveRefreshTags(notification({ type: 'status_changed', projectId: 'p-1' }));
    expect(tags).toEqual(
      expect.arrayContaining([
        'DesignerBadge',
        'ClientBadge',
        'ReviewQueue',
        ORDER_LISTS,
        { type: 'Projects', id: 'p-1' },
        { type: 'ProjectTimeline', id: 'p-1' },
      ]),
    );
    expect(tags).not.toContain('ContentIdeas');
  });

  it('a step without an order (a finished month plan): the ideas and their running job', () => {
    expect(liveRefreshTags(notification({ type: 'status_changed', projectId: null }))).toEqual(
      expect.arrayContaining(['ContentIdeas', 'GenerationJob']),
    );
  });

  it('an answer on a pin: its thread and the unread counts of the order cards, not the badges', () => {
    const tags = liveRefreshTags(notification({ type: 'pin_reply', projectId: 'p-1', pinId: 'pin-4' }));
    expect(tags).toEqual(expect.arrayContaining([ORDER_LISTS, { type: 'PinReplies', id: 'pin-4' }]));
    expect(tags).not.toContain('DesignerBadge');
  });

  it('a kind it does not know yet (a newer server): everything it could mean', () => {
    const newerKind = 'something_new' as NotificationItem['type'];
    const tags = liveRefreshTags(notification({ type: newerKind, projectId: 'p-1', pinId: 'pin-4' }));
    expect(tags).toEqual(
      expect.arrayContaining([
        'DesignerBadge',
        { type: 'ProjectComments', id: 'p-1' },
        { type: 'PinReplies', id: 'pin-4' },
      ]),
    );
  });
});
