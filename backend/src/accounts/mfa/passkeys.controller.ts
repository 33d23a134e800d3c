import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { Actor } from '../../common/auth/actor.js';
import { AllowWithoutSecondFactor, CurrentActor } from '../../common/auth/decorators.js';
import { passkeySummarySchema, type PasskeySummary } from '../../contracts/mfa-answers.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { RegisterPasskeyCommand } from './commands/register-passkey/register-passkey.command.js';
import { RemovePasskeyCommand } from './commands/remove-passkey/remove-passkey.command.js';
import { StartPasskeyRegistrationCommand } from './commands/start-passkey-registration/start-passkey-registration.command.js';
import type { z } from 'zod';
import {
  addFactorBodySchema,
  currentPasswordBodySchema,
  registerPasskeyBodySchema,
} from '../../contracts/mfa-requests.js';
import { ownAccount } from './own-account.js';

/** "Mein Profil → Sicherheit": the account's passkeys (WebAuthn). */
@ApiTags('security')
@ApiBearerAuth()
@AllowWithoutSecondFactor()
@Controller('me/passkeys')
export class PasskeysController {
  constructor(private readonly commands: CommandBus) {}

  @Post('options')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser's startRegistration() (its challenge works once, 5 minutes)",
    schema: { type: 'object' },
  })
  @ApiBadRequestResponse({
    description: 'currentPassword missing or wrong while the sign-in lies more than 10 minutes back',
  })
  options(
    @CurrentActor() actor: Actor,
    @Body({ schema: addFactorBodySchema }) body: z.output<typeof addFactorBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const proof = { accountId: ownAccount(actor), password: body?.currentPassword, ip: request.ip };
    return this.commands.execute(new StartPasskeyRegistrationCommand(proof, actor.sessionId));
  }

  @Post()
  @ApiAnswer(passkeySummarySchema, 201, 'Every other session of the account ends')
  register(
    @CurrentActor() actor: Actor,
    @Body({ schema: registerPasskeyBodySchema }) body: z.output<typeof registerPasskeyBodySchema>,
  ): Promise<PasskeySummary> {
    const response = body.response as unknown as RegistrationResponseJSON;
    return this.commands.execute(new RegisterPasskeyCommand(ownAccount(actor), actor.sessionId, body.name, response));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Every other session of the account ends; another account's passkey: 404" })
  @ApiConflictResponse({ description: "MFA_REQUIRED: an admin's last factor" })
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: currentPasswordBodySchema }) body: z.output<typeof currentPasswordBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const proof = { accountId: ownAccount(actor), password: body.currentPassword, ip: request.ip };
    await this.commands.execute(new RemovePasskeyCommand(proof, actor.sessionId, id));
  }
}
