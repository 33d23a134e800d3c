import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Actor } from '../../common/auth/actor.js';
import { Public } from '../../common/auth/decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import {
  guestViewSchema,
  pinSchema,
  projectCommentSchema,
  projectDetailSchema,
  type GuestView,
  type Pin,
  type ProjectComment,
  type ProjectDetail,
} from '../../contracts/project-answers.js';
import { addCommentBodySchema, feedbackBodySchema, newPinSchema } from '../../contracts/project-requests.js';
import type { MemberRights } from '../../contracts/team.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { AddCommentCommand } from '../review/commands/add-comment/add-comment.command.js';
import { ClientApproveCommand } from '../review/commands/client-approve/client-approve.command.js';
import { RequestChangesCommand } from '../review/commands/request-changes/request-changes.command.js';
import { GetProjectQuery } from '../lifecycle/queries/get-project/get-project.query.js';
import { ListCommentsQuery } from '../review/queries/list-comments/list-comments.query.js';
import { PlacePinCommand } from '../review/commands/place-pin/place-pin.command.js';
import { GuestLinks } from './guest-links.js';

/**
 * What a guest link's holder does, without an account: its one order as the client sees it, and
 * what the link's role allows, through the same commands as the client's members (recorded under
 * the guest's name). Every request checks the token anew, so a revoked link stops at once; an
 * unknown, expired or revoked token is 404. The address budget of requests without an account
 * applies (accounts/anonymous-request-limit.guard.ts).
 */
@ApiTags('guests')
@Public()
@Controller('guest/:token')
export class GuestController {
  constructor(
    private readonly links: GuestLinks,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer(guestViewSchema, 200, 'The order as the client sees it, with its comments and who the guest is')
  async view(@Param('token') token: string): Promise<GuestView> {
    const guest = await this.guest(token);
    const [detail, comments] = await Promise.all([
      this.queries.execute(new GetProjectQuery(guest, guest.guest!.projectId)),
      this.queries.execute(new ListCommentsQuery(guest, guest.guest!.projectId)),
    ]);
    return { ...withoutAddresses(detail), comments, guest: { name: guest.guest!.name, role: guest.guest!.role } };
  }

  @Post('comments')
  @ApiAnswer(projectCommentSchema, 201)
  async comment(
    @Param('token') token: string,
    @Body({ schema: addCommentBodySchema }) body: z.output<typeof addCommentBodySchema>,
  ): Promise<ProjectComment> {
    const guest = await this.guest(token, 'comment');
    return this.commands.execute(new AddCommentCommand(guest, guest.guest!.projectId, body.message));
  }

  @Post('pins')
  @ApiAnswer(pinSchema, 201, 'A pin of the running review round, pending until a change request sends it')
  async pin(
    @Param('token') token: string,
    @Body({ schema: newPinSchema }) body: z.output<typeof newPinSchema>,
  ): Promise<Pin> {
    const guest = await this.guest(token, 'comment');
    return this.commands.execute(new PlacePinCommand(guest, guest.guest!.projectId, body));
  }

  @Post('approve')
  @HttpCode(200)
  @ApiAnswer(projectDetailSchema)
  async approve(@Param('token') token: string): Promise<ProjectDetail> {
    const guest = await this.guest(token, 'decide');
    return withoutAddresses(await this.commands.execute(new ClientApproveCommand(guest, guest.guest!.projectId)));
  }

  @Post('request-changes')
  @HttpCode(200)
  @ApiAnswer(projectDetailSchema)
  async requestChanges(
    @Param('token') token: string,
    @Body({ schema: feedbackBodySchema }) body: z.output<typeof feedbackBodySchema>,
  ): Promise<ProjectDetail> {
    const guest = await this.guest(token, 'decide');
    return withoutAddresses(
      await this.commands.execute(
        new RequestChangesCommand(guest, guest.guest!.projectId, body.feedback ?? '', body.pins ?? []),
      ),
    );
  }

  /** The guest the token stands for now, with the right its role must give. */
  private async guest(token: string, right?: keyof MemberRights): Promise<Actor> {
    const actor = Actor.guestOf(await this.links.pass(token));
    if (right && !actor.memberRights![right]) throw AppError.forbidden();
    return actor;
  }
}

/** A guest learns the names of the order's people, not their addresses. */
function withoutAddresses(detail: ProjectDetail): ProjectDetail {
  return {
    ...detail,
    client: { id: detail.client.id, name: detail.client.name },
    designer: detail.designer && { id: detail.designer.id, name: detail.designer.name },
  };
}
