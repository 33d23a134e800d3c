/** Order ("project") states and the lifecycle events that move between them. */
export const PROJECT_STATUSES = [
  'new',
  'pending_approval',
  'in_progress',
  'admin_review',
  'review',
  'completed',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The client's tabs of its order list (spec 000 section 4). */
export const CLIENT_TABS = ['review', 'active', 'completed'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/**
 * What a status means to the screens and queries, one row per status: the lifecycle machine tags
 * its states with these (backend/src/projects/domain), and nothing outside that folder and this
 * table compares status strings.
 * - `clientTab`: the tab of the client's order list the order shows under;
 * - `waitingFor`: whose move it is (`designerAssignment`: an admin must link a designer first);
 * - `designerBadge`: counted in the designer's sidebar badge as new work (orders sent back for
 *   rework count too, by their last event: see SENT_BACK_EVENTS);
 * - `hasDesigner`: a designer is on the order (so it appears in designers' lists and filters);
 * - `clientSeesDesigns`: the admin has passed the final designs on, so the client sees them;
 * - `final`: nothing can happen to the order any more;
 * - `statsBucket`: the column of the admin's designer statistics it counts in (new = new and waiting
 *   for a designer, review = admin review and client review).
 */
export interface StatusMeaning {
  clientTab: ClientTab;
  waitingFor: 'designerAssignment' | 'designer' | 'adminReview' | 'clientReview' | null;
  designerBadge: boolean;
  hasDesigner: boolean;
  clientSeesDesigns: boolean;
  final: boolean;
  statsBucket: StatsBucket;
}

/** The columns of the designer statistics (GET /api/admin/designer-stats), in lifecycle order. */
export const STATS_BUCKETS = ['new', 'in_progress', 'review', 'completed'] as const;
export type StatsBucket = (typeof STATS_BUCKETS)[number];

export const STATUS_MEANINGS = {
  new: {
    clientTab: 'active',
    waitingFor: 'designer',
    designerBadge: true,
    hasDesigner: true,
    clientSeesDesigns: false,
    final: false,
    statsBucket: 'new',
  },
  pending_approval: {
    clientTab: 'active',
    waitingFor: 'designerAssignment',
    designerBadge: false,
    hasDesigner: false,
    clientSeesDesigns: false,
    final: false,
    statsBucket: 'new',
  },
  in_progress: {
    clientTab: 'active',
    waitingFor: 'designer',
    designerBadge: false,
    hasDesigner: true,
    clientSeesDesigns: false,
    final: false,
    statsBucket: 'in_progress',
  },
  admin_review: {
    clientTab: 'active',
    waitingFor: 'adminReview',
    designerBadge: false,
    hasDesigner: true,
    clientSeesDesigns: false,
    final: false,
    statsBucket: 'review',
  },
  review: {
    clientTab: 'review',
    waitingFor: 'clientReview',
    designerBadge: false,
    hasDesigner: true,
    clientSeesDesigns: true,
    final: false,
    statsBucket: 'review',
  },
  completed: {
    clientTab: 'completed',
    waitingFor: null,
    designerBadge: false,
    hasDesigner: true,
    clientSeesDesigns: true,
    final: true,
    statsBucket: 'completed',
  },
} as const satisfies Record<ProjectStatus, StatusMeaning>;

/** The statuses, in lifecycle order, whose meaning passes the test. */
export function statusesWhere(test: (meaning: StatusMeaning) => boolean): ProjectStatus[] {
  return PROJECT_STATUSES.filter((status) => test(STATUS_MEANINGS[status]));
}

export const LIFECYCLE_EVENTS = [
  'DESIGNER_ASSIGNED',
  'DESIGNER_CHANGED',
  'DESIGNER_UNASSIGNED',
  'START_WORK',
  'SUBMIT_FINAL_DESIGN',
  'ADMIN_APPROVE',
  'ADMIN_REJECT',
  'CLIENT_APPROVE',
  'REQUEST_CHANGES',
] as const;
export type LifecycleEventType = (typeof LIFECYCLE_EVENTS)[number];

export const CONTENT_TYPES = ['post', 'carousel', 'reel'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const DEFAULT_MAX_REVIEWS = 2;

/** Domain events of an order, in the past tense: the timeline's rows and the outbox's messages. */
export const PROJECT_EVENT_TYPES = [
  'ProjectCreated',
  'AttachmentsUploaded',
  'DesignerAssigned',
  'DesignerChanged',
  'DesignerUnassigned',
  'WorkStarted',
  'FinalDesignsSubmitted',
  'DesignApprovedByAdmin',
  'DesignRejectedByAdmin',
  'DesignApprovedByClient',
  /** One approver's approval under the rule «all» while others' are missing: the order stays in review. */
  'ApprovalGiven',
  'ChangesRequested',
  'CommentAdded',
] as const;
export type ProjectEventType = (typeof PROJECT_EVENT_TYPES)[number];

/** Events that send an order back to its designer for rework: it needs the designer until resubmitted. */
export const SENT_BACK_EVENTS = [
  'DesignRejectedByAdmin',
  'ChangesRequested',
] as const satisfies readonly ProjectEventType[];

/**
 * Where a version stands: with the admin (`in_check`), sent back by it (`sent_back`, never shown to
 * the client), with the client (`in_review`), changes asked for (`changes_requested`), approved, or
 * `withdrawn` when its designer left the order before a decision.
 */
export const VERSION_STATUSES = [
  'in_check',
  'sent_back',
  'in_review',
  'changes_requested',
  'approved',
  'withdrawn',
] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const PIN_AUTHOR_ROLES = ['client', 'admin'] as const;
export type PinAuthorRole = (typeof PIN_AUTHOR_ROLES)[number];

/** The limits of an order's requests: the API refuses more, the web app's forms stop at them. */
export const PROJECT_LIMITS = {
  title: 200,
  /** Every longer briefing text, a comment and a pin's thread message. */
  text: 5000,
  platform: 100,
  targetPlatforms: 10,
  slideIdeas: 6,
  hashtags: 2000,
  pinsPerRequest: 50,
  pinComment: 1000,
  /** The latest moment of a video a pin may name: a day. */
  pinSeconds: 24 * 3600,
  version: 1000,
} as const;
