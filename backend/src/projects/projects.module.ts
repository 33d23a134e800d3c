import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/index.js';
import { AddCommentHandler } from './review/commands/add-comment/add-comment.handler.js';
import { MessageLimits } from './review/message-limits.js';
import { AddPinReplyHandler } from './review/commands/add-pin-reply/add-pin-reply.handler.js';
import { ReadMessagesHandler } from './review/commands/read-messages/read-messages.handler.js';
import { MentionablePeopleHandler } from './review/queries/mentionable-people/mentionable-people.handler.js';
import { PinRepliesHandler } from './review/queries/pin-replies/pin-replies.handler.js';
import { AdminApproveHandler } from './review/commands/admin-approve/admin-approve.handler.js';
import { AdminRejectHandler } from './review/commands/admin-reject/admin-reject.handler.js';
import { ClientApproveHandler } from './review/commands/client-approve/client-approve.handler.js';
import { CreateProjectHandler } from './lifecycle/commands/create-project/create-project.handler.js';
import { RequestChangesHandler } from './review/commands/request-changes/request-changes.handler.js';
import { ResolvePinHandler } from './review/commands/resolve-pin/resolve-pin.handler.js';
import { StartWorkHandler } from './lifecycle/commands/start-work/start-work.handler.js';
import { SubmitFinalDesignsHandler } from './lifecycle/commands/submit-final-designs/submit-final-designs.handler.js';
import { UploadAttachmentsHandler } from './files/commands/upload-attachments/upload-attachments.handler.js';
import { ApprovalRecords } from './files/exports/approval-records.js';
import { ExportLimits } from './files/exports/export-limits.js';
import { ExportLinks } from './files/exports/export-links.js';
import { ExportsController } from './files/exports/exports.controller.js';
import { ProjectExports } from './files/exports/project-exports.js';
import { ApprovalRecordHandler } from './files/exports/queries/approval-record/approval-record.handler.js';
import { FinalsZipHandler } from './files/exports/queries/finals-zip/finals-zip.handler.js';
import { ProjectFiles } from './files/project-files.js';
import { PlacePinHandler } from './review/commands/place-pin/place-pin.handler.js';
import { RemovePinHandler } from './review/commands/remove-pin/remove-pin.handler.js';
import {
  CreateGuestLinkHandler,
  ListGuestLinksHandler,
  RevokeGuestLinkHandler,
} from './guests/commands/guest-link.handlers.js';
import { GuestController } from './guests/guest.controller.js';
import { GuestLinksController } from './guests/guest-links.controller.js';
import { GuestLinks } from './guests/guest-links.js';
import { LifecycleRunner } from './lifecycle/lifecycle-runner.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectViews } from './lifecycle/project.view.js';
import { ClientBadgeHandler } from './lifecycle/queries/client-badge/client-badge.handler.js';
import { DesignerBadgeHandler } from './lifecycle/queries/designer-badge/designer-badge.handler.js';
import { GetProjectHandler } from './lifecycle/queries/get-project/get-project.handler.js';
import { ListCommentsHandler } from './review/queries/list-comments/list-comments.handler.js';
import { ListProjectsHandler } from './lifecycle/queries/list-projects/list-projects.handler.js';
import { ReviewQueueHandler } from './review/queries/review-queue/review-queue.handler.js';
import { OverdueProjectsHandler } from './lifecycle/queries/overdue-projects/overdue-projects.handler.js';
import { TimelineHandler } from './lifecycle/queries/timeline/timeline.handler.js';
import { ReviewController } from './review/review.controller.js';

/** Orders: the lifecycle, their files, comments, reviews and timeline. */
@Module({
  imports: [RedisModule],
  controllers: [ProjectsController, ReviewController, ExportsController, GuestLinksController, GuestController],
  providers: [
    ProjectFiles,
    PlacePinHandler,
    RemovePinHandler,
    GuestLinks,
    CreateGuestLinkHandler,
    RevokeGuestLinkHandler,
    ListGuestLinksHandler,
    ExportLinks,
    ExportLimits,
    ProjectViews,
    ProjectExports,
    ApprovalRecords,
    LifecycleRunner,
    FinalsZipHandler,
    ApprovalRecordHandler,
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
    OverdueProjectsHandler,
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
