import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../common/auth/actor.js';
import { CurrentActor, MemberRight } from '../../common/auth/decorators.js';
import { createGuestLinkBodySchema, type CreateGuestLinkBody } from '../../contracts/team-requests.js';
import {
  createdGuestLinkSchema,
  guestLinkSchema,
  type CreatedGuestLink,
  type GuestLink,
} from '../../contracts/team-answers.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { CreateGuestLinkCommand } from './commands/create-guest-link.command.js';
import { RevokeGuestLinkCommand } from './commands/revoke-guest-link.command.js';
import { ListGuestLinksQuery } from './queries/list-guest-links.query.js';

@ApiTags('guests')
@ApiBearerAuth()
@Controller('projects/:id/guest-links')
export class GuestLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @MemberRight('decide')
  @ApiAnswer(
    createdGuestLinkSchema,
    201,
    "The order's owners and approvers, and admins: the URL (/r/<token>) is shown this once",
  )
  create(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: createGuestLinkBodySchema }) body: CreateGuestLinkBody,
  ): Promise<CreatedGuestLink> {
    return this.commands.execute(new CreateGuestLinkCommand(actor, id, body));
  }

  @Get()
  @MemberRight('decide')
  @ApiAnswer([guestLinkSchema], 200, "The order's guest links without their tokens, newest first")
  list(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<GuestLink[]> {
    return this.queries.execute(new ListGuestLinksQuery(actor, id));
  }

  @Delete(':linkId')
  @MemberRight('decide')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revokes the link: its next request is refused' })
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('linkId') linkId: string): Promise<void> {
    await this.commands.execute(new RevokeGuestLinkCommand(actor, id, linkId));
  }
}
