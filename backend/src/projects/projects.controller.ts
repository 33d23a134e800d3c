import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiNoContentResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addCommentBodySchema,
  addPinReplyBodySchema,
  adminApproveBodySchema,
  createProjectBodySchema,
  feedbackBodySchema,
  listProjectsQuerySchema,
  newPinSchema,
  resolvePinBodySchema,
} from '../contracts/project-requests.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Roles } from '../common/auth/decorators.js';
import { AddCommentCommand } from './review/commands/add-comment/add-comment.command.js';
import { AddPinReplyCommand } from './review/commands/add-pin-reply/add-pin-reply.command.js';
import { ReadMessagesCommand } from './review/commands/read-messages/read-messages.command.js';
import { MentionablePeopleQuery } from './review/queries/mentionable-people/mentionable-people.query.js';
import { PinRepliesQuery } from './review/queries/pin-replies/pin-replies.query.js';
import { AdminApproveCommand } from './review/commands/admin-approve/admin-approve.command.js';
import { AdminRejectCommand } from './review/commands/admin-reject/admin-reject.command.js';
import { ClientApproveCommand } from './review/commands/client-approve/client-approve.command.js';
import { CreateProjectCommand } from './lifecycle/commands/create-project/create-project.command.js';
import { RequestChangesCommand } from './review/commands/request-changes/request-changes.command.js';
import { ResolvePinCommand } from './review/commands/resolve-pin/resolve-pin.command.js';
import { StartWorkCommand } from './lifecycle/commands/start-work/start-work.command.js';
import { SubmitFinalDesignsCommand } from './lifecycle/commands/submit-final-designs/submit-final-designs.command.js';
import { UploadAttachmentsCommand } from './files/commands/upload-attachments/upload-attachments.command.js';
import { EVENT_SENDERS } from './domain/project-lifecycle.machine.js';
import { UploadsOfRequest } from '../storage/index.js';
import { PlacePinCommand } from './review/commands/place-pin/place-pin.command.js';
import { RemovePinCommand } from './review/commands/remove-pin/remove-pin.command.js';
import { GetProjectQuery } from './lifecycle/queries/get-project/get-project.query.js';
import { ListCommentsQuery } from './review/queries/list-comments/list-comments.query.js';
import { ListProjectsQuery } from './lifecycle/queries/list-projects/list-projects.query.js';
import { TimelineQuery } from './lifecycle/queries/timeline/timeline.query.js';
import {
  attachmentSchema,
  mentionablePersonSchema,
  pinReplySchema,
  pinSchema,
  projectCommentSchema,
  projectDetailSchema,
  projectPageSchema,
  timelineEntrySchema,
  type Attachment as AttachmentAnswer,
  type MentionablePerson,
  type Pin as PinAnswer,
  type PinReply as PinReplyAnswer,
  type ProjectComment,
  type ProjectDetail,
  type ProjectPage,
  type TimelineEntry,
} from '../contracts/project-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
const FILES_BODY = {
  schema: { type: 'object', properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } },
};

@ApiTags('projects')
@ApiBearerAuth()
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly uploads: UploadsOfRequest,
  ) {}

  @Get()
  @ApiAnswer(projectPageSchema)
  list(
    @CurrentActor() actor: Actor,
    @Query({ schema: listProjectsQuerySchema }) query: z.output<typeof listProjectsQuerySchema>,
  ): Promise<ProjectPage> {
    return this.queries.execute(
      new ListProjectsQuery(
        actor,
        query.status,
        query.page ?? 1,
        query.pageSize ?? 10,
        query.search,
        query.sort ?? 'newest',
        query.clock === 'overdue',
      ),
    );
  }

  @Post()
  @Roles('client')
  @ApiAnswer(projectDetailSchema, 201)
  create(
    @CurrentActor() actor: Actor,
    @Body({ schema: createProjectBodySchema }) body: z.output<typeof createProjectBodySchema>,
  ): Promise<ProjectDetail> {
    return this.commands.execute(new CreateProjectCommand(actor, body));
  }

  @Get(':id')
  @ApiAnswer(projectDetailSchema)
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectDetail> {
    return this.queries.execute(new GetProjectQuery(actor, id));
  }

  @Post(':id/attachments')
  @Roles('client')
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILES_BODY)
  @ApiAnswer(
    [attachmentSchema],
    201,
    'PNG, JPG, WebP, GIF up to 10 MB, MP4 up to 100 MB; at most 10 per request and 50 per order',
  )
  uploadAttachments(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttachmentAnswer[]> {
    // The body is read by the handler, once it has checked that the upload is allowed.
    return this.commands.execute(new UploadAttachmentsCommand(actor, id, this.uploads.of(request, reply)));
  }

  @Post(':id/start')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.START_WORK)
  @ApiAnswer(projectDetailSchema)
  start(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectDetail> {
    return this.commands.execute(new StartWorkCommand(actor, id));
  }

  @Post(':id/final-designs')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.SUBMIT_FINAL_DESIGN)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILES_BODY)
  @ApiAnswer(
    projectDetailSchema,
    200,
    'Images up to 20 MB, videos (MP4, MOV, WebM) up to 200 MB; at most 10 per request and 50 per order',
  )
  submitFinalDesigns(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProjectDetail> {
    return this.commands.execute(new SubmitFinalDesignsCommand(actor, id, this.uploads.of(request, reply)));
  }

  @Post(':id/admin-approve')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.ADMIN_APPROVE)
  @ApiAnswer(projectDetailSchema)
  adminApprove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: adminApproveBodySchema }) body: z.output<typeof adminApproveBodySchema>,
  ): Promise<ProjectDetail> {
    return this.commands.execute(new AdminApproveCommand(actor, id, body.version ?? null));
  }

  @Post(':id/admin-reject')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.ADMIN_REJECT)
  @ApiAnswer(projectDetailSchema)
  adminReject(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: feedbackBodySchema }) body: z.output<typeof feedbackBodySchema>,
  ): Promise<ProjectDetail> {
    return this.commands.execute(new AdminRejectCommand(actor, id, body.feedback ?? '', body.pins ?? []));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.CLIENT_APPROVE)
  @MemberRight('decide')
  @ApiAnswer(projectDetailSchema)
  approve(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectDetail> {
    return this.commands.execute(new ClientApproveCommand(actor, id));
  }

  @Post(':id/request-changes')
  @HttpCode(200)
  @Roles(EVENT_SENDERS.REQUEST_CHANGES)
  @MemberRight('decide')
  @ApiAnswer(projectDetailSchema)
  requestChanges(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: feedbackBodySchema }) body: z.output<typeof feedbackBodySchema>,
  ): Promise<ProjectDetail> {
    return this.commands.execute(new RequestChangesCommand(actor, id, body.feedback ?? '', body.pins ?? []));
  }

  @Patch(':id/pins/:pinId')
  @Roles('designer')
  @ApiAnswer(
    pinSchema,
    200,
    "The designer's tick on a pin of a version sent back or asked to change, while it reworks or the admin checks",
  )
  resolvePin(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('pinId') pinId: string,
    @Body({ schema: resolvePinBodySchema }) body: z.output<typeof resolvePinBodySchema>,
  ): Promise<PinAnswer> {
    return this.commands.execute(new ResolvePinCommand(actor, id, pinId, body.done, body.answer ?? null));
  }

  @Post(':id/pins')
  @MemberRight('comment')
  @ApiAnswer(
    pinSchema,
    201,
    "A pin of the client's team on the version it reviews, pending until a change request sends it; members who may comment",
  )
  placePin(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: newPinSchema }) body: z.output<typeof newPinSchema>,
  ): Promise<PinAnswer> {
    return this.commands.execute(new PlacePinCommand(actor, id, body));
  }

  @Delete(':id/pins/:pinId')
  @MemberRight('comment')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Takes back one of the caller's own pending pins" })
  async removePin(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('pinId') pinId: string): Promise<void> {
    await this.commands.execute(new RemovePinCommand(actor, id, pinId));
  }

  @Get(':id/comments')
  @ApiAnswer([projectCommentSchema])
  comments(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectComment[]> {
    return this.queries.execute(new ListCommentsQuery(actor, id));
  }

  @Post(':id/comments')
  @MemberRight('comment')
  @ApiAnswer(projectCommentSchema, 201)
  addComment(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: addCommentBodySchema }) body: z.output<typeof addCommentBodySchema>,
  ): Promise<ProjectComment> {
    return this.commands.execute(new AddCommentCommand(actor, id, body.message));
  }

  @Get(':id/pins/:pinId/replies')
  @ApiAnswer([pinReplySchema], 200, "The pin's thread, oldest first, for whoever sees the pin")
  pinReplies(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('pinId') pinId: string,
  ): Promise<PinReplyAnswer[]> {
    return this.queries.execute(new PinRepliesQuery(actor, id, pinId));
  }

  @Post(':id/pins/:pinId/replies')
  @MemberRight('comment')
  @ApiAnswer(pinReplySchema, 201, "`@Name` of the order's people notifies them")
  addPinReply(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('pinId') pinId: string,
    @Body({ schema: addPinReplyBodySchema }) body: z.output<typeof addPinReplyBodySchema>,
  ): Promise<PinReplyAnswer> {
    return this.commands.execute(new AddPinReplyCommand(actor, id, pinId, body.message));
  }

  @Get(':id/people')
  @ApiQuery({ name: 'pinId', required: false, description: "In a pin's thread: whoever may see that pin" })
  @ApiAnswer([mentionablePersonSchema], 200, 'Whom the caller may name with @Name')
  people(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Query('pinId') pinId?: string,
  ): Promise<MentionablePerson[]> {
    return this.queries.execute(
      new MentionablePeopleQuery(actor, id, typeof pinId === 'string' && pinId ? pinId : null),
    );
  }

  @Post(':id/messages/read')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: "The caller's unread messages of the order are read (no longer counted, nor mailed)",
  })
  async readMessages(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new ReadMessagesCommand(actor, id));
  }

  @Get(':id/timeline')
  @ApiAnswer([timelineEntrySchema])
  timeline(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<TimelineEntry[]> {
    return this.queries.execute(new TimelineQuery(actor, id));
  }
}
