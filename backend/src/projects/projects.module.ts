import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/index.js';
import { AddCommentHandler } from './commands/add-comment/add-comment.handler.js';
import { MessageLimits } from './message-limits.js';
import { AddPinReplyHandler } from './commands/add-pin-reply/add-pin-reply.handler.js';
import { ReadMessagesHandler } from './commands/read-messages/read-messages.handler.js';
import { MentionablePeopleHandler } from './queries/mentionable-people/mentionable-people.handler.js';
import { PinRepliesHandler } from './queries/pin-replies/pin-replies.handler.js';
import { AdminApproveHandler } from './commands/admin-approve/admin-approve.handler.js';
import { AdminRejectHandler } from './commands/admin-reject/admin-reject.handler.js';
import { ClientApproveHandler } from './commands/client-approve/client-approve.handler.js';
import { CreateProjectHandler } from './commands/create-project/create-project.handler.js';
import { RequestChangesHandler } from './commands/request-changes/request-changes.handler.js';
import { ResolvePinHandler } from './commands/resolve-pin/resolve-pin.handler.js';
import { StartWorkHandler } from './commands/start-work/start-work.handler.js';
import { SubmitFinalDesignsHandler } from './commands/submit-final-designs/submit-final-designs.handler.js';
import { UploadAttachmentsHandler } from './commands/upload-attachments/upload-attachments.handler.js';
import { ApprovalRecords } from './exports/approval-records.js';
import { ExportLimits } from './exports/export-limits.js';
import { ExportLinks } from './exports/export-links.js';
import { ExportsController } from './exports/exports.controller.js';
import { OrderExports } from './exports/order-exports.js';
import { OrderFiles } from './order-files.js';
import { ReviewRound } from './review-round.js';
import { CreateGuestLinkHandler, ListGuestLinksHandler, RevokeGuestLinkHandler } from './guests/commands/guest-link.handlers.js';
import { GuestController } from './guests/guest.controller.js';
import { GuestLinksController } from './guests/guest-links.controller.js';
import { GuestLinks } from './guests/guest-links.js';
import { LifecycleCommands } from './lifecycle-commands.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectViews } from './project.views.js';
import { ClientBadgeHandler } from './queries/client-badge/client-badge.handler.js';
import { DesignerBadgeHandler } from './queries/designer-badge/designer-badge.handler.js';
import { GetProjectHandler } from './queries/get-project/get-project.handler.js';
import { ListCommentsHandler } from './queries/list-comments/list-comments.handler.js';
import { ListProjectsHandler } from './queries/list-projects/list-projects.handler.js';
import { ReviewQueueHandler } from './queries/review-queue/review-queue.handler.js';
import { OverdueOrdersHandler } from './queries/overdue-orders/overdue-orders.handler.js';
import { TimelineHandler } from './queries/timeline/timeline.handler.js';
import { ReviewController } from './review.controller.js';

/** Orders: the lifecycle, their files, comments, reviews and timeline. */
@Module({
  imports: [RedisModule],
  controllers: [ProjectsController, ReviewController, ExportsController, GuestLinksController, GuestController],
  providers: [
    OrderFiles,
    ReviewRound,
    GuestLinks,
    CreateGuestLinkHandler,
    RevokeGuestLinkHandler,
    ListGuestLinksHandler,
    ExportLinks,
    ExportLimits,
    ProjectViews,
    OrderExports,
    ApprovalRecords,
    LifecycleCommands,
    CreateProjectHandler,
    UploadAttachmentsHandler,
    StartWorkHandler,
    SubmitFinalDesignsHandler,
    AdminApproveHandler,
    AdminRejectHandler,
    ClientApproveHandler,
    RequestChangesHandler,
    ResolvePinHandler,
    AddCommentHandler,
    ListProjectsHandler,
    GetProjectHandler,
    ReviewQueueHandler,
    OverdueOrdersHandler,
    DesignerBadgeHandler,
    ClientBadgeHandler,
    TimelineHandler,
    ListCommentsHandler,
    PinRepliesHandler,
    AddPinReplyHandler,
    MentionablePeopleHandler,
    ReadMessagesHandler,
    MessageLimits,
  ],
})
export class ProjectsModule {}
