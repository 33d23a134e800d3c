import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { assertSameOrigin } from '../same-origin.js';
import { StartPasskeySignInCommand } from './commands/start-passkey-sign-in/start-passkey-sign-in.command.js';
import type { z } from 'zod';
import { passkeyOptionsBodySchema } from '../../contracts/mfa-requests.js';

/**
 * The passkey prompt of a sign-in's second step. The answer goes to POST /api/auth/passkey/verify
 * (AuthController), which sets the session cookie as the sign-in does.
 */
@ApiTags('auth')
@Controller('auth/passkey')
export class PasskeySignInController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('options')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "PublicKeyCredentialRequestOptionsJSON for @simplewebauthn/browser's startAuthentication(); 401 when the sign-in expired",
    schema: { type: 'object' },
  })
  options(
    @Body({ schema: passkeyOptionsBodySchema }) body: z.output<typeof passkeyOptionsBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    // Like every step of the sign-in: only from our own pages.
    assertSameOrigin(request);
    return this.commands.execute(new StartPasskeySignInCommand(body.mfaToken));
  }
}
