/** The projects context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { AdminReview } from './review/admin-review.entity.js';
export { Attachment } from './files/attachment.entity.js';
export { placeProject } from './lifecycle/commands/create-project/place-project.js';
export { Comment } from './review/comment.entity.js';
export { DesignVersion } from './lifecycle/design-version.entity.js';
export { ApprovalRecordFile } from './files/exports/approval-record-file.entity.js';
export { PublishedPosts, type RecordPost } from './files/exports/published-posts.js';
export { clientOrdersForExport } from './files/exports/client-orders.js';
export type { OrderFileForExport } from './files/exports/client-orders.js';
export { MessageReads } from './review/message-reads.js';
export { MESSAGE_NOTIFICATION_TYPES } from './review/message-types.js';
export type { MessageNotificationType } from './review/message-types.js';
export { mentionedIn, projectPeople } from './review/project-people.js';
export type { ProjectPerson } from './review/project-people.js';
export { GuestLink } from './guests/guest-link.entity.js';
export { issueGuestToken, reviewingGuests } from './guests/guest-reminders.js';
export { PinReply } from './review/pin-reply.entity.js';
export { Pin } from './review/pin.entity.js';
export { findVisibleProject } from './lifecycle/project-access.js';
export { runLifecycleStep } from './lifecycle/lifecycle-runner.js';
export { draftBriefingOf, keepAiSuggestion } from './lifecycle/ai-drafts.js';
export { projectHeadings, projectsInCalendar } from './lifecycle/calendar-projects.js';
export { countByStatus } from './lifecycle/project-counts.js';
export { lockRunningStage, runningOrders, type RunningOrder } from './lifecycle/running-stages.js';
export { ErasedOrderTally } from './lifecycle/erased-order-tally.entity.js';
export { forgetClientProjects } from './lifecycle/erased-orders.js';
export {
  countInStatuses,
  designerMonthFigures,
  NO_FIGURES,
  ordersWaiting,
  type MonthFigures,
  type WaitingOrder,
} from './lifecycle/dashboard-figures.js';
export { ProjectEvent } from './lifecycle/project-event.entity.js';
export { PROJECT_TEXTS } from './lifecycle/project-texts.js';
export { Project } from './lifecycle/project.entity.js';
export { ProjectsModule } from './projects.module.js';
export { giveWaitingProjectsTo } from './lifecycle/waiting-projects.js';
export { storedFilesOfClient } from './files/client-files.js';
