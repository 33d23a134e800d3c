import { SCHEDULED_POST_STATUSES, type ScheduledPostStatus } from '../../contracts/publishing.js';
import { decidePost, type ScheduledPostEvent, type ScheduledPostEventType } from './scheduled-post.machine.js';

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

  /** What each allowed step asks the store to do, in order (an EDIT that moves the time: below). */
  const EFFECTS: [ScheduledPostStatus, ScheduledPostEvent, string[]][] = [
    ['scheduled', { type: 'EDIT' }, []],
    ['scheduled', { type: 'EDIT', moved: false }, []],
    ['scheduled', { type: 'EDIT', moved: true }, ['record PostScheduled']],
    ['scheduled', { type: 'CANCEL' }, ['forget']],
    ['scheduled', { type: 'START' }, []],
    ['scheduled', { type: 'NEEDS_ATTENTION' }, ['record PostNeedsAttention']],
    ['publishing', { type: 'PUBLISHED' }, ['record PostPublished']],
    ['publishing', { type: 'FAIL' }, ['record PostFailed']],
    ['publishing', { type: 'NEEDS_ATTENTION' }, ['record PostNeedsAttention']],
    ['failed', { type: 'RESCHEDULE' }, ['startOver', 'record PostScheduled']],
    ['needs_attention', { type: 'RESCHEDULE' }, ['startOver', 'record PostScheduled']],
  ];

  it.each(EFFECTS)('%s + %o asks for %j', (status, event, expected) => {
    const decision = decidePost(status, event);
    expect(decision.allowed).toBe(true);
    const effects = decision.allowed
      ? decision.effects.map((effect) => (effect.type === 'record' ? `record ${effect.params.as}` : effect.type))
      : [];
    expect(effects).toEqual(expected);
  });

  it('never leads from publishing back to scheduled: the product hands a post to the network once', () => {
    for (const type of EVENTS) {
      const decision = decidePost('publishing', { type });
      if (decision.allowed) expect(decision.status).not.toBe('scheduled');
    }
  });
});
