import { SCHEDULED_POST_STATUSES, type ScheduledPostStatus } from '../../contracts/publishing.js';
import { decidePost, type ScheduledPostEventType } from './scheduled-post.machine.js';

const EVENTS: ScheduledPostEventType[] = [
  'EDIT',
  'CANCEL',
  'START',
  'PUBLISHED',
  'FAIL',
  'NEEDS_ATTENTION',
  'RESCHEDULE',
];

/** Every status × event: where it leads, or '—' when refused. */
const TABLE: Record<ScheduledPostStatus, Partial<Record<ScheduledPostEventType, ScheduledPostStatus>>> = {
  scheduled: { EDIT: 'scheduled', CANCEL: 'scheduled', START: 'publishing', NEEDS_ATTENTION: 'needs_attention' },
  publishing: { PUBLISHED: 'published', FAIL: 'failed', NEEDS_ATTENTION: 'needs_attention' },
  published: {},
  failed: { RESCHEDULE: 'scheduled' },
  needs_attention: { RESCHEDULE: 'scheduled' },
};

describe('the scheduled post machine', () => {
  const cases = SCHEDULED_POST_STATUSES.flatMap((status) =>
    EVENTS.map((type) => [status, type, TABLE[status][type] ?? '—'] as const),
  );

  it.each(cases)('%s + %s → %s', (status, type, expected) => {
    const decision = decidePost(status, { type });
    expect(decision.allowed ? decision.status : '—').toBe(expected);
  });

  it('never leads from publishing back to scheduled: the product hands a post to the network once', () => {
    for (const type of EVENTS) {
      const decision = decidePost('publishing', { type });
      if (decision.allowed) expect(decision.status).not.toBe('scheduled');
    }
  });
});
