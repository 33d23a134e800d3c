import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { SetPasswordCommand } from './commands/set-password/set-password.command.js';
import type { z } from 'zod';
import { setPasswordBodySchema } from '../contracts/account-requests.js';
import { assertSameOrigin } from './same-origin.js';

/**
 * The link of the welcome mail leads to /passwort-setzen, which sends its token here with the
 * chosen password. Public, so counted in the per-address budget of anonymous requests
 * (AnonymousRequestLimitGuard); the token is 256 random bits, so guessing is no way in. Only from
 * our own pages (assertSameOrigin), like every endpoint that signs in or chooses a password.
 */
@ApiTags('auth')
@Controller('auth')
export class SetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('set-password')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'The password is set; the link is used up and every session of the account ended.',
  })
  @ApiBadRequestResponse({ description: 'Der Link ist ungültig oder abgelaufen. (or a password against the rules)' })
  async setPassword(
    @Body({ schema: setPasswordBodySchema }) body: z.output<typeof setPasswordBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    assertSameOrigin(request);
    await this.commands.execute(new SetPasswordCommand(body.token, body.password));
  }
}
