import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertSameOrigin } from '../accounts/index.js';
import { signedUpSchema, type SignedUp } from '../contracts/account-answers.js';
import { signUpBodySchema } from '../contracts/account-requests.js';
import { Public } from '../common/auth/decorators.js';
import { CreateFirstAdminCommand } from './commands/create-first-admin/create-first-admin.command.js';
import { setupStatusSchema, type SetupStatus } from '../contracts/setup-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { GetSetupStatusQuery } from './queries/get-setup-status/get-setup-status.query.js';

/** The first run of a new installation: without any admin, the web app leads to /setup. */
@ApiTags('setup')
@Controller('setup')
export class SetupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get()
  @ApiAnswer(setupStatusSchema, 200)
  status(): Promise<SetupStatus> {
    return this.queries.execute(new GetSetupStatusQuery());
  }

  @Public()
  @Post('admin')
  @ApiAnswer(signedUpSchema, 201)
  @ApiConflictResponse({ description: 'An admin exists already (ALREADY_SET_UP) or the e-mail is taken (EMAIL_TAKEN)' })
  createFirstAdmin(
    @Body({ schema: signUpBodySchema }) body: z.output<typeof signUpBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<SignedUp> {
    // Another site must not claim a fresh installation through the browser of whoever opens it.
    assertSameOrigin(request);
    return this.commands.execute(new CreateFirstAdminCommand(body.name, body.email, body.password));
  }
}
