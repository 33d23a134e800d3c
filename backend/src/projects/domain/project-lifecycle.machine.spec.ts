import { getShortestPaths } from '@xstate/graph';
import { LIFECYCLE_EVENTS, PROJECT_STATUSES, STATUS_MEANINGS, type LifecycleEventType, type ProjectStatus } from '../../contracts/projects.js';
import {
  decide, EVENT_SENDERS, possibleEvents, projectLifecycle, RECORDED_AS, restore, start,
  type LifecycleContext, type LifecycleEvent, type LifecycleRefusal,
} from './project-lifecycle.machine.js';

const AT = '2026-11-23T10:00:00.000Z';

const event = (type: LifecycleEventType, feedback = 'Bitte Logo grösser'): LifecycleEvent => {
  switch (type) {
    case 'DESIGNER_ASSIGNED':
    case 'DESIGNER_CHANGED':
      return { type, designerId: 'designer-neu' };
    case 'SUBMIT_FINAL_DESIGN':
      return { type, attachmentIds: ['final-neu-1', 'final-neu-2'] };
    case 'ADMIN_REJECT':
    case 'REQUEST_CHANGES':
      return { type, feedback };
    case 'CLIENT_APPROVE':
      return { type, at: AT };
    default:
      return { type };
  }
};

/** An order in some status with a designer, one revision used and final designs (where it can have them). */
const context = (status: ProjectStatus, overrides: Partial<LifecycleContext> = {}): LifecycleContext => ({
  reviewCount: 1,
  maxReviews: 2,
  designerId: status === 'pending_approval' ? null : 'designer-alt',
  finalDesignIds: ['admin_review', 'review', 'completed'].includes(status) ? ['final-alt'] : [],
  completedAt: status === 'completed' ? '2026-11-01T09:00:00.000Z' : null,
  ...overrides,
});

/**
 * Every status × every event, with revisions left and feedback given: the next status and exactly
 * the context fields the transition changes (all others stay as they were).
 */
const TABLE: Record<ProjectStatus, Partial<Record<LifecycleEventType, { to: ProjectStatus; changes: Partial<LifecycleContext> }>>> = {
  pending_approval: { DESIGNER_ASSIGNED: { to: 'new', changes: { designerId: 'designer-neu' } } },
  new: {
    DESIGNER_CHANGED: { to: 'new', changes: { designerId: 'designer-neu' } },
    DESIGNER_UNASSIGNED: { to: 'pending_approval', changes: { designerId: null } },
    START_WORK: { to: 'in_progress', changes: {} },
  },
  in_progress: {
    DESIGNER_CHANGED: { to: 'in_progress', changes: { designerId: 'designer-neu' } },
    DESIGNER_UNASSIGNED: { to: 'pending_approval', changes: { designerId: null } },
    SUBMIT_FINAL_DESIGN: { to: 'admin_review', changes: { finalDesignIds: ['final-neu-1', 'final-neu-2'] } },
  },
  admin_review: {
    DESIGNER_CHANGED: { to: 'admin_review', changes: { designerId: 'designer-neu' } },
    DESIGNER_UNASSIGNED: { to: 'pending_approval', changes: { designerId: null, finalDesignIds: [] } },
    ADMIN_APPROVE: { to: 'review', changes: {} },
    ADMIN_REJECT: { to: 'in_progress', changes: { finalDesignIds: [] } },
  },
  review: {
    DESIGNER_CHANGED: { to: 'review', changes: { designerId: 'designer-neu' } },
    DESIGNER_UNASSIGNED: { to: 'pending_approval', changes: { designerId: null, finalDesignIds: [] } },
    CLIENT_APPROVE: { to: 'completed', changes: { completedAt: AT } },
    REQUEST_CHANGES: { to: 'in_progress', changes: { reviewCount: 2, finalDesignIds: [] } },
  },
  completed: {},
};

describe('project lifecycle machine', () => {
  const cases = PROJECT_STATUSES.flatMap((status) => LIFECYCLE_EVENTS.map((type) => [status, type] as const));

  it.each(cases)('%s + %s: next status and the context it changes', (status, type) => {
    const expected = TABLE[status][type];
    const before = context(status);
    const decision = decide({ status, context: before }, event(type));
    expect(decision).toEqual(
      expected ? { allowed: true, status: expected.to, context: { ...before, ...expected.changes } } : { allowed: false, reason: 'INVALID_TRANSITION' },
    );
  });

  it('starts a new order in new with a designer, and waiting for one without', () => {
    expect(start({ designerId: 'd-1', maxReviews: 2 })).toEqual({
      status: 'new',
      context: { reviewCount: 0, maxReviews: 2, designerId: 'd-1', finalDesignIds: [], completedAt: null },
    });
    expect(start({ designerId: null, maxReviews: 3 })).toEqual({
      status: 'pending_approval',
      context: { reviewCount: 0, maxReviews: 3, designerId: null, finalDesignIds: [], completedAt: null },
    });
  });

  it.each<[string, ProjectStatus, LifecycleEvent, number, LifecycleRefusal]>([
    ['request changes with both revisions used', 'review', { type: 'REQUEST_CHANGES', feedback: 'Noch einmal' }, 2, 'REVISIONS_EXHAUSTED'],
    ['request changes with blank feedback', 'review', { type: 'REQUEST_CHANGES', feedback: '   ' }, 0, 'FEEDBACK_REQUIRED'],
    ['admin rejection with blank feedback', 'admin_review', { type: 'ADMIN_REJECT', feedback: '' }, 0, 'FEEDBACK_REQUIRED'],
  ])('refuses %s', (_, status, lifecycleEvent, reviewCount, reason) => {
    expect(decide({ status, context: context(status, { reviewCount }) }, lifecycleEvent)).toEqual({ allowed: false, reason });
  });

  it('takes pins without a note as a change request or send-back, counting one revision either way', () => {
    const review = { status: 'review' as const, context: context('review', { reviewCount: 0 }) };
    expect(decide(review, { type: 'REQUEST_CHANGES', feedback: '', pins: 3 })).toMatchObject({ allowed: true, status: 'in_progress', context: { reviewCount: 1 } });
    expect(decide(review, { type: 'REQUEST_CHANGES', feedback: ' ', pins: 0 })).toEqual({ allowed: false, reason: 'FEEDBACK_REQUIRED' });
    const check = { status: 'admin_review' as const, context: context('admin_review', { reviewCount: 1 }) };
    expect(decide(check, { type: 'ADMIN_REJECT', feedback: '', pins: 1 })).toMatchObject({ allowed: true, status: 'in_progress', context: { reviewCount: 1 } });
  });

  it('allows the last revision and then no more', () => {
    const review = (reviewCount: number) => ({ status: 'review' as const, context: context('review', { reviewCount }) });
    expect(decide(review(1), event('REQUEST_CHANGES'))).toMatchObject({ allowed: true, status: 'in_progress', context: { reviewCount: 2 } });
    expect(possibleEvents(review(2))).toEqual(['DESIGNER_CHANGED', 'DESIGNER_UNASSIGNED', 'CLIENT_APPROVE']);
    expect(possibleEvents(review(1))).toEqual(['DESIGNER_CHANGED', 'DESIGNER_UNASSIGNED', 'CLIENT_APPROVE', 'REQUEST_CHANGES']);
  });

  it('lists the possible events of each status', () => {
    for (const status of PROJECT_STATUSES) {
      expect(possibleEvents({ status, context: context(status, { reviewCount: 0 }) })).toEqual(Object.keys(TABLE[status]));
    }
  });

  it('tags every state with its status meaning', () => {
    for (const status of PROJECT_STATUSES) {
      const snapshot = restore({ status, context: context(status) });
      expect(snapshot.hasTag('designerBadge')).toBe(STATUS_MEANINGS[status].designerBadge);
      expect(snapshot.hasTag('clientSeesDesigns')).toBe(STATUS_MEANINGS[status].clientSeesDesigns);
      expect(snapshot.hasTag('final')).toBe(STATUS_MEANINGS[status].final);
      expect(snapshot.status === 'done').toBe(STATUS_MEANINGS[status].final);
    }
  });

  it('names a sender and a recorded event for every event', () => {
    expect(Object.keys(EVENT_SENDERS).sort()).toEqual([...LIFECYCLE_EVENTS].sort());
    expect(Object.keys(RECORDED_AS).sort()).toEqual([...LIFECYCLE_EVENTS].sort());
  });

  it('reaches every status from a new order, with or without a designer (generated from the machine)', () => {
    const reached = (designerId: string | null) =>
      new Set(
        getShortestPaths(projectLifecycle, { input: { designerId, maxReviews: 2 }, events: LIFECYCLE_EVENTS.map((type) => event(type)) }).map((path) =>
          String(path.state.value),
        ),
      );
    expect(reached(null)).toEqual(new Set(PROJECT_STATUSES));
    // With a designer, pending_approval is reached when the designer leaves.
    expect(reached('d-1')).toEqual(new Set(PROJECT_STATUSES));
  });
});
