import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { updateProfileBodySchema } from '../contracts/account-requests.js';
import { myProfileSchema, type MyProfile } from '../contracts/account-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
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
  @ApiAnswer(myProfileSchema, 200)
  get(@CurrentActor() actor: Actor): Promise<MyProfile> {
    return this.queries.execute(new GetProfileQuery(actor.clientId ?? actor.userId));
  }

  @Patch()
  @ApiAnswer(myProfileSchema, 200)
  update(
    @CurrentActor() actor: Actor,
    @Body({ schema: updateProfileBodySchema }) body: z.output<typeof updateProfileBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<MyProfile> {
    return this.commands.execute(
      new UpdateProfileCommand(
        actor.clientId ?? actor.userId,
        { name: body.name, email: body.email },
        { accountId: actor.userId, password: body.currentPassword, ip: request.ip },
      ),
    );
  }
}
