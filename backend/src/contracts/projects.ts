/** Order ("project") states and the lifecycle events that move between them. */
export const PROJECT_STATUSES = ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const LIFECYCLE_EVENTS = [
  'DESIGNER_ASSIGNED',
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
  'WorkStarted',
  'FinalDesignsSubmitted',
  'DesignApprovedByAdmin',
  'DesignRejectedByAdmin',
  'DesignApprovedByClient',
  'ChangesRequested',
  'CommentAdded',
] as const;
export type ProjectEventType = (typeof PROJECT_EVENT_TYPES)[number];
