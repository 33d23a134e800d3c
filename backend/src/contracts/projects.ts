/** Order ("project") states and the lifecycle events that move between them. */
export const PROJECT_STATUSES = ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'] as const;
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
  new: { clientTab: 'active', waitingFor: 'designer', designerBadge: true, hasDesigner: true, clientSeesDesigns: false, final: false, statsBucket: 'new' },
  pending_approval: { clientTab: 'active', waitingFor: 'designerAssignment', designerBadge: false, hasDesigner: false, clientSeesDesigns: false, final: false, statsBucket: 'new' },
  in_progress: { clientTab: 'active', waitingFor: 'designer', designerBadge: false, hasDesigner: true, clientSeesDesigns: false, final: false, statsBucket: 'in_progress' },
  admin_review: { clientTab: 'active', waitingFor: 'adminReview', designerBadge: false, hasDesigner: true, clientSeesDesigns: false, final: false, statsBucket: 'review' },
  review: { clientTab: 'review', waitingFor: 'clientReview', designerBadge: false, hasDesigner: true, clientSeesDesigns: true, final: false, statsBucket: 'review' },
  completed: { clientTab: 'completed', waitingFor: null, designerBadge: false, hasDesigner: true, clientSeesDesigns: true, final: true, statsBucket: 'completed' },
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
  'ChangesRequested',
  'CommentAdded',
] as const;
export type ProjectEventType = (typeof PROJECT_EVENT_TYPES)[number];

/** Events that send an order back to its designer for rework: it needs the designer until resubmitted. */
export const SENT_BACK_EVENTS = ['DesignRejectedByAdmin', 'ChangesRequested'] as const satisfies readonly ProjectEventType[];

/** Someone named on an order: its client, its designer, an uploader, a comment's author. */
export interface Person {
  id: string;
  name: string;
  email?: string;
}

export interface SlideIdea {
  number: number;
  content: string;
}

export interface Attachment {
  id: string;
  /** Relative and signed (/files/{key}?e=…&n=…&s=…): usable by whoever holds it for one to two hours. */
  fileUrl: string;
  /** As fileUrl, but the browser saves the file under its name. */
  downloadUrl: string;
  fileName: string;
  /** MIME type. */
  fileType: string;
  sizeBytes: number;
  isFinalDesign: boolean;
  createdAt: string;
  uploadedBy: Person | null;
}

/** The client's briefing as stored: optional texts are null when not given. */
export interface ProjectBriefing {
  title: string;
  description: string;
  contentType: ContentType;
  contentDescription: string | null;
  platform: string | null;
  targetPlatforms: string[];
  contentGoal: string | null;
  hook: string | null;
  cta: string | null;
  visualIdea: string | null;
  /** Carousels only. */
  slideIdeas: SlideIdea[] | null;
  specialNotes: string | null;
  /** Space-separated, as the client typed them. */
  hashtags: string | null;
  generatedCaption: string | null;
  generatedCta: string | null;
}

/**
 * What the `ai` worker drafted for an order that arrived without a caption: a suggestion for the
 * designer (and admins), shown marked as such; the client's briefing stays as the client wrote it.
 */
export interface AiSuggestion {
  caption: string;
  cta: string;
  hashtags: string;
  /** Written by the offline generator (no AI provider configured). */
  offline: boolean;
  createdAt: string;
}

/** GET /api/projects/:id, also the answer of every lifecycle command. */
export interface ProjectDetail extends ProjectBriefing {
  id: string;
  status: ProjectStatus;
  imageUrls: string[];
  reviewCount: number;
  maxReviews: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  clientId: string;
  designerId: string | null;
  client: Person;
  designer: Person | null;
  attachments: Attachment[];
  /** The lifecycle events the caller may send now; decides which buttons show. */
  allowedActions: LifecycleEventType[];
  /** The AI's draft for the designer; null for the client and until drafted. */
  aiSuggestion: AiSuggestion | null;
  /** The versions of final designs the caller may see, oldest first (the client: those the admin passed). */
  versions: DesignVersion[];
  /** The pins the caller may see on those versions (the client: its own), oldest first. */
  pins: Pin[];
  /** Signed links (one to two hours): the approval record as PDF; the approved version's files as one ZIP once approved. */
  downloads: OrderDownloads;
}

/**
 * Where a version stands: with the admin (`in_check`), sent back by it (`sent_back`, never shown to
 * the client), with the client (`in_review`), changes asked for (`changes_requested`), approved, or
 * `withdrawn` when its designer left the order before a decision.
 */
export const VERSION_STATUSES = ['in_check', 'sent_back', 'in_review', 'changes_requested', 'approved', 'withdrawn'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** One submission of final designs (V1, V2, …): kept, whatever happens to it. */
export interface DesignVersion {
  id: string;
  /** 1, 2, … in the order of submission. */
  number: number;
  status: VersionStatus;
  /** The order's current designs: the latest version while it is not sent back, withdrawn or asked to change. */
  current: boolean;
  submittedAt: string;
  submittedBy: Person | null;
  /** When the admin passed it on to the client; the client sees only passed versions. */
  passedAt: string | null;
  /** When it was sent back, asked to change or approved. */
  decidedAt: string | null;
  decidedBy: Person | null;
  /** The general note of the send-back or change request (the admin's only for staff). */
  note: string | null;
  /** Its files in upload order: a carousel's slides. */
  files: Attachment[];
}

export const PIN_AUTHOR_ROLES = ['client', 'admin'] as const;
export type PinAuthorRole = (typeof PIN_AUTHOR_ROLES)[number];

/**
 * A comment on a spot of a version's file: a point of an image (x and y from 0 to 1, from the top
 * left), a moment of a video (seconds), or both. Placed with a change request (the client) or a
 * send-back (the admin); the designer marks it done on the next version, optionally answering.
 */
export interface Pin {
  id: string;
  versionId: string;
  versionNumber: number;
  attachmentId: string;
  x: number | null;
  y: number | null;
  atSeconds: number | null;
  comment: string;
  author: Person | null;
  authorRole: PinAuthorRole;
  /** The admin's pins: the designer's and admins' only. */
  internal: boolean;
  createdAt: string;
  done: boolean;
  answer: string | null;
  resolvedAt: string | null;
  /** The version the designer marked it done for. */
  resolvedInVersion: number | null;
}

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

export interface OrderDownloads {
  /** The order's history (versions, decisions, pins) with the approved design's thumbnails. */
  recordUrl: string;
  /** The approved version's files as one ZIP; null until the client approved. */
  zipUrl: string | null;
}

/** One row of GET /api/projects. */
export interface ProjectListItem {
  id: string;
  title: string;
  contentType: ContentType;
  status: ProjectStatus;
  createdAt: string;
  clientId: string;
  clientName: string;
  designerId: string | null;
  contentDescription: string | null;
  hashtags: string | null;
  completedAt: string | null;
  /** The caller's unread messages on the order (comments, pin replies, mentions). */
  unreadMessages: number;
}

export interface ProjectPage {
  items: ProjectListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProjectComment {
  id: string;
  message: string;
  /** The admin's feedback of its quality check: shown to the designer and admins only. */
  internal: boolean;
  createdAt: string;
  author: Person | null;
}

/** One message of a pin's thread (GET, POST /api/projects/:id/pins/:pinId/replies). */
export interface PinReply {
  id: string;
  message: string;
  author: Person | null;
  createdAt: string;
}

/** GET /api/projects/:id/people: whom the caller may name with `@Name` (in a pin's thread: `?pinId=`). */
export interface MentionablePerson {
  id: string;
  name: string;
}

export interface TimelineEntry {
  type: ProjectEventType;
  at: string;
  actor: Person | null;
  data: Record<string, unknown>;
}
