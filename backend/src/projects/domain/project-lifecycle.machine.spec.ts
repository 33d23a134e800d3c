import { getShortestPaths } from '@xstate/graph';
import {
  LIFECYCLE_EVENTS,
  PROJECT_STATUSES,
  STATUS_MEANINGS,
  VERSION_STATUSES,
  type LifecycleEventType,
  type ProjectEventType,
  type ProjectStatus,
  type VersionStatus,
} from '../../contracts/projects.js';
import {
  decide,
  EVENT_SENDERS,
  askMachineForPossibleEvents,
  possibleEvents,
  projectLifecycle,
  restore,
  start,
  type LifecycleContext,
  type LifecycleEffect,
  type LifecycleEvent,
  type LifecycleRefusal,
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

/** The latest version an order in each status has here: V1, sent back while the designer reworks it. */
const VERSION_IN: Record<ProjectStatus, VersionStatus | null> = {
  pending_approval: null,
  new: null,
  in_progress: 'sent_back',
  admin_review: 'in_check',
  review: 'in_review',
  completed: 'approved',
};

/** An order in some status with a designer, one revision used and final designs and a version (where it can have them). */
const context = (status: ProjectStatus, overrides: Partial<LifecycleContext> = {}): LifecycleContext => ({
  reviewCount: 1,
  maxReviews: 2,
  designerId: status === 'pending_approval' ? null : 'designer-alt',
  finalDesignIds: ['admin_review', 'review', 'completed'].includes(status) ? ['final-alt'] : [],
  completedAt: status === 'completed' ? '2026-11-01T09:00:00.000Z' : null,
  version: VERSION_IN[status],
  ...overrides,
});

const v1 = (version: VersionStatus) => ({ version });

/** The effects of a transition, as the table writes them. */
const recorded = (as: ProjectEventType): LifecycleEffect => ({
  type: 'record',
  params: { as },
});
const moved = (to: VersionStatus): LifecycleEffect => ({ type: 'moveVersion', params: { to } });
const OPEN: LifecycleEffect = { type: 'openVersion', params: undefined };
const CLOCK: LifecycleEffect = { type: 'restartStageClock', params: undefined };

/**
 * Every status × every event, with revisions left and feedback given: the next status, exactly
 * the context fields the transition changes (all others stay as they were), and the effects it
 * hands the runner, in their order.
 */
const TABLE: Record<
  ProjectStatus,
  Partial<
    Record<LifecycleEventType, { to: ProjectStatus; changes: Partial<LifecycleContext>; effects: LifecycleEffect[] }>
  >
> = {
  pending_approval: {
    DESIGNER_ASSIGNED: {
      to: 'new',
      changes: { designerId: 'designer-neu' },
      effects: [CLOCK, recorded('DesignerAssigned')],
    },
  },
  new: {
    DESIGNER_CHANGED: {
      to: 'new',
      changes: { designerId: 'designer-neu' },
      effects: [CLOCK, recorded('DesignerChanged')],
    },
    DESIGNER_UNASSIGNED: {
      to: 'pending_approval',
      changes: { designerId: null },
      effects: [CLOCK, recorded('DesignerUnassigned')],
    },
    START_WORK: { to: 'in_progress', changes: {}, effects: [recorded('WorkStarted')] },
  },
  in_progress: {
    DESIGNER_CHANGED: {
      to: 'in_progress',
      changes: { designerId: 'designer-neu' },
      effects: [CLOCK, recorded('DesignerChanged')],
    },
    DESIGNER_UNASSIGNED: {
      to: 'pending_approval',
      changes: { designerId: null },
      effects: [CLOCK, recorded('DesignerUnassigned')],
    },
    SUBMIT_FINAL_DESIGN: {
      to: 'admin_review',
      changes: { finalDesignIds: ['final-neu-1', 'final-neu-2'], version: 'in_check' },
      effects: [OPEN, CLOCK, recorded('FinalDesignsSubmitted')],
    },
  },
  admin_review: {
    DESIGNER_CHANGED: {
      to: 'admin_review',
      changes: { designerId: 'designer-neu' },
      effects: [CLOCK, recorded('DesignerChanged')],
    },
    DESIGNER_UNASSIGNED: {
      to: 'pending_approval',
      changes: { designerId: null, finalDesignIds: [], ...v1('withdrawn') },
      effects: [moved('withdrawn'), CLOCK, recorded('DesignerUnassigned')],
    },
    ADMIN_APPROVE: {
      to: 'review',
      changes: v1('in_review'),
      effects: [moved('in_review'), CLOCK, recorded('DesignApprovedByAdmin')],
    },
    ADMIN_REJECT: {
      to: 'in_progress',
      changes: { finalDesignIds: [], ...v1('sent_back') },
      effects: [moved('sent_back'), CLOCK, recorded('DesignRejectedByAdmin')],
    },
  },
  review: {
    DESIGNER_CHANGED: {
      to: 'review',
      changes: { designerId: 'designer-neu' },
      effects: [CLOCK, recorded('DesignerChanged')],
    },
    DESIGNER_UNASSIGNED: {
      to: 'pending_approval',
      changes: { designerId: null, finalDesignIds: [], ...v1('withdrawn') },
      effects: [moved('withdrawn'), CLOCK, recorded('DesignerUnassigned')],
    },
    CLIENT_APPROVE: {
      to: 'completed',
      changes: { completedAt: AT, ...v1('approved') },
      effects: [moved('approved'), CLOCK, recorded('DesignApprovedByClient')],
    },
    REQUEST_CHANGES: {
      to: 'in_progress',
      changes: { reviewCount: 2, finalDesignIds: [], ...v1('changes_requested') },
      effects: [moved('changes_requested'), CLOCK, recorded('ChangesRequested')],
    },
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
      expected
        ? { allowed: true, status: expected.to, context: { ...before, ...expected.changes }, effects: expected.effects }
        : { allowed: false, reason: 'INVALID_TRANSITION' },
    );
  });

  /**
   * Every version status (and none yet) × every event, taken where the order's status allows the
   * event: where the latest version goes. Events that do not decide on it, or find it already
   * decided on, leave it as it was.
   */
  const VERSION_TABLE: Partial<Record<LifecycleEventType, Partial<Record<VersionStatus, VersionStatus>>>> = {
    ADMIN_APPROVE: { in_check: 'in_review' },
    ADMIN_REJECT: { in_check: 'sent_back' },
    REQUEST_CHANGES: { in_review: 'changes_requested' },
    CLIENT_APPROVE: { in_review: 'approved' },
    DESIGNER_UNASSIGNED: { in_check: 'withdrawn', in_review: 'withdrawn' },
  };
  const versionCases = [null, ...VERSION_STATUSES].flatMap((version) =>
    LIFECYCLE_EVENTS.map((type) => [version, type] as const),
  );

  it.each(versionCases)('version %s + %s: where the latest version goes', (version, type) => {
    const status = PROJECT_STATUSES.find((candidate) => TABLE[candidate][type])!;
    const decision = decide({ status, context: context(status, { version }) }, event(type));
    const expected =
      type === 'SUBMIT_FINAL_DESIGN' ? 'in_check' : version && (VERSION_TABLE[type]?.[version] ?? version);
    expect(decision).toMatchObject({ allowed: true, context: { version: expected } });
    // The store is told exactly that: a new version, the latest one moved, or nothing.
    if (!decision.allowed) return;
    const versionEffects = decision.effects.filter(
      (effect) => effect.type !== 'record' && effect.type !== 'restartStageClock',
    );
    expect(versionEffects).toEqual(
      type === 'SUBMIT_FINAL_DESIGN' ? [OPEN] : expected !== version ? [moved(expected!)] : [],
    );
  });

  it('restarts the stage clock for a designer relinked to another designer only', () => {
    const open = { status: 'in_progress' as const, context: context('in_progress') };
    expect(decide(open, { type: 'DESIGNER_CHANGED', designerId: 'designer-alt' })).toEqual({
      allowed: true,
      ...open,
      effects: [recorded('DesignerChanged')],
    });
    expect(decide(open, { type: 'DESIGNER_CHANGED', designerId: 'designer-neu' })).toMatchObject({
      effects: [CLOCK, recorded('DesignerChanged')],
    });
  });

  it('starts a new order in new with a designer, and waiting for one without', () => {
    expect(start({ designerId: 'd-1', maxReviews: 2 })).toEqual({
      status: 'new',
      context: {
        reviewCount: 0,
        maxReviews: 2,
        designerId: 'd-1',
        finalDesignIds: [],
        completedAt: null,
        version: null,
      },
    });
    expect(start({ designerId: null, maxReviews: 3 })).toEqual({
      status: 'pending_approval',
      context: {
        reviewCount: 0,
        maxReviews: 3,
        designerId: null,
        finalDesignIds: [],
        completedAt: null,
        version: null,
      },
    });
  });

  it.each<[string, ProjectStatus, LifecycleEvent, number, LifecycleRefusal]>([
    [
      'request changes with both revisions used',
      'review',
      { type: 'REQUEST_CHANGES', feedback: 'Noch einmal' },
      2,
      'REVISIONS_EXHAUSTED',
    ],
    [
      'request changes with blank feedback',
      'review',
      { type: 'REQUEST_CHANGES', feedback: '   ' },
      0,
      'FEEDBACK_REQUIRED',
    ],
    [
      'admin rejection with blank feedback',
      'admin_review',
      { type: 'ADMIN_REJECT', feedback: '' },
      0,
      'FEEDBACK_REQUIRED',
    ],
  ])('refuses %s', (_, status, lifecycleEvent, reviewCount, reason) => {
    expect(decide({ status, context: context(status, { reviewCount }) }, lifecycleEvent)).toEqual({
      allowed: false,
      reason,
    });
  });

  it('takes pins without a note as a change request or send-back, counting one revision either way', () => {
    const review = { status: 'review' as const, context: context('review', { reviewCount: 0 }) };
    expect(decide(review, { type: 'REQUEST_CHANGES', feedback: '', pins: 3 })).toMatchObject({
      allowed: true,
      status: 'in_progress',
      context: { reviewCount: 1 },
    });
    expect(decide(review, { type: 'REQUEST_CHANGES', feedback: ' ', pins: 0 })).toEqual({
      allowed: false,
      reason: 'FEEDBACK_REQUIRED',
    });
    const check = { status: 'admin_review' as const, context: context('admin_review', { reviewCount: 1 }) };
    expect(decide(check, { type: 'ADMIN_REJECT', feedback: '', pins: 1 })).toMatchObject({
      allowed: true,
      status: 'in_progress',
      context: { reviewCount: 1 },
    });
  });

  it.each([
    ['completes the order when no approval is missing', 0, 'completed', 'approved'],
    [
      'keeps the order in review, its version too, while approvals are missing (the rule «all»)',
      2,
      'review',
      'in_review',
    ],
    ['keeps it in review for the last one missing', 1, 'review', 'in_review'],
  ] as const)('%s', (_, approvalsMissing, status, version) => {
    const review = { status: 'review' as const, context: context('review', { reviewCount: 0 }) };
    const decision = decide(review, { type: 'CLIENT_APPROVE', at: AT, approvalsMissing });
    expect(decision).toMatchObject({ allowed: true, status, context: { version } });
    if (decision.allowed) expect(decision.context.completedAt).toBe(status === 'completed' ? AT : null);
    // An approval with others missing is recorded as such; the version and the client's stage stay.
    if (status === 'review') expect(decision).toMatchObject({ effects: [recorded('ApprovalGiven')] });
  });

  it('allows the last revision and then no more', () => {
    const review = (reviewCount: number) => ({
      status: 'review' as const,
      context: context('review', { reviewCount }),
    });
    expect(decide(review(1), event('REQUEST_CHANGES'))).toMatchObject({
      allowed: true,
      status: 'in_progress',
      context: { reviewCount: 2 },
    });
    expect(possibleEvents(review(2))).toEqual(['DESIGNER_CHANGED', 'DESIGNER_UNASSIGNED', 'CLIENT_APPROVE']);
    expect(possibleEvents(review(1))).toEqual([
      'DESIGNER_CHANGED',
      'DESIGNER_UNASSIGNED',
      'CLIENT_APPROVE',
      'REQUEST_CHANGES',
    ]);
  });

  it('answers the possible events from the guarded facts as the machine does for every status and context', () => {
    for (const status of PROJECT_STATUSES)
      for (const designerId of [null, 'designer-1'])
        for (const [reviewCount, maxReviews] of [
          [0, 2],
          [1, 2],
          [2, 2],
          [3, 3],
        ] as const)
          for (const finalDesignIds of [[], ['file-1']])
            for (const version of [null, 'in_check', 'in_review', 'approved'] as const) {
              const state = {
                status,
                context: { ...context(status), designerId, reviewCount, maxReviews, finalDesignIds, version },
              };
              expect(possibleEvents(state)).toEqual(askMachineForPossibleEvents(state));
            }
  });

  it('lists the possible events of each status', () => {
    for (const status of PROJECT_STATUSES) {
      expect(possibleEvents({ status, context: context(status, { reviewCount: 0 }) })).toEqual(
        Object.keys(TABLE[status]),
      );
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

  it('names a sender for every event, and every transition records exactly one event', () => {
    expect(Object.keys(EVENT_SENDERS).sort()).toEqual([...LIFECYCLE_EVENTS].sort());
    for (const [status, type] of cases) {
      const decision = decide({ status, context: context(status) }, event(type));
      if (decision.allowed) expect(decision.effects.filter((effect) => effect.type === 'record')).toHaveLength(1);
    }
  });

  it('reaches every status from a new order, with or without a designer (generated from the machine)', () => {
    const reached = (designerId: string | null) =>
      new Set(
        getShortestPaths(projectLifecycle, {
          input: { designerId, maxReviews: 2 },
          events: LIFECYCLE_EVENTS.map((type) => event(type)),
        }).map((path) => String(path.state.value)),
      );
    expect(reached(null)).toEqual(new Set(PROJECT_STATUSES));
    // With a designer, pending_approval is reached when the designer leaves.
    expect(reached('d-1')).toEqual(new Set(PROJECT_STATUSES));
  });
});
