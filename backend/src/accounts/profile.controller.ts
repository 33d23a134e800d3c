import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { updateProfileBodySchema } from '../contracts/account-requests.js';
import { ProfileView } from './queries/get-me/me.view.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor } from '../common/auth/decorators.js';
import { UpdateProfileCommand } from './commands/update-profile/update-profile.command.js';
import { GetProfileQuery } from './queries/get-profile/get-profile.query.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('me/profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The caller's profile, or the viewed client's while an admin views as a client. */
  @Get()
  @ApiOkResponse({ type: ProfileView })
  get(@CurrentActor() actor: Actor): Promise<ProfileView> {
    return this.queries.execute(new GetProfileQuery(actor.clientId ?? actor.userId));
  }

  @Patch()
  @ApiOkResponse({ type: ProfileView })
  update(@CurrentActor() actor: Actor, @Body({ schema: updateProfileBodySchema }) body: z.output<typeof updateProfileBodySchema>, @Req() request: FastifyRequest): Promise<ProfileView> {
    return this.commands.execute(
      new UpdateProfileCommand(
        actor.clientId ?? actor.userId,
        { name: body.name, email: body.email },
        { accountId: actor.userId, password: body.currentPassword, ip: request.ip },
      ),
    );
  }
}
