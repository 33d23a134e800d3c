import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Actor } from '../../common/auth/actor.js';
import { AllowWithoutSecondFactor, CurrentActor } from '../../common/auth/decorators.js';
import {
  mfaStatusSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  type MfaStatus,
  type RecoveryCodes,
  type TotpSetup,
} from '../../contracts/mfa-answers.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { ConfirmTotpCommand } from './commands/confirm-totp/confirm-totp.command.js';
import { RemoveTotpCommand } from './commands/remove-totp/remove-totp.command.js';
import { RenewRecoveryCodesCommand } from './commands/renew-recovery-codes/renew-recovery-codes.command.js';
import { StartTotpSetupCommand } from './commands/start-totp-setup/start-totp-setup.command.js';
import type { z } from 'zod';
import { addFactorBodySchema, confirmTotpBodySchema, currentPasswordBodySchema } from '../../contracts/mfa-requests.js';
import { ownAccount } from './own-account.js';
import { GetMfaStatusQuery } from './queries/get-mfa-status/get-mfa-status.query.js';

/**
 * "Mein Profil → Sicherheit": the authenticator app and its recovery codes. Open to an admin that
 * has no second factor yet, which is what it comes here for.
 */
@ApiTags('security')
@ApiBearerAuth()
@AllowWithoutSecondFactor()
@Controller('me/mfa')
export class MfaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer(mfaStatusSchema, 200)
  status(@CurrentActor() actor: Actor): Promise<MfaStatus> {
    return this.queries.execute(new GetMfaStatusQuery(ownAccount(actor)));
  }

  @Post('totp')
  @HttpCode(200)
  @ApiAnswer(totpSetupSchema, 200, 'A pending secret, replacing an earlier pending one')
  @ApiBadRequestResponse({
    description: 'currentPassword missing or wrong while the sign-in lies more than 10 minutes back',
  })
  @ApiConflictResponse({ description: 'TOTP_ALREADY_SET_UP' })
  startTotp(
    @CurrentActor() actor: Actor,
    @Body({ schema: addFactorBodySchema }) body: z.output<typeof addFactorBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<TotpSetup> {
    const proof = { accountId: ownAccount(actor), password: body?.currentPassword, ip: request.ip };
    return this.commands.execute(new StartTotpSetupCommand(proof, actor.sessionId));
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @ApiAnswer(recoveryCodesSchema, 200, 'The app counts from now on; every other session of the account ends')
  confirmTotp(
    @CurrentActor() actor: Actor,
    @Body({ schema: confirmTotpBodySchema }) body: z.output<typeof confirmTotpBodySchema>,
  ): Promise<RecoveryCodes> {
    return this.commands.execute(new ConfirmTotpCommand(ownAccount(actor), actor.sessionId, body.code));
  }

  @Delete('totp')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The app and its recovery codes go; every other session of the account ends' })
  @ApiConflictResponse({ description: "MFA_REQUIRED: an admin's last factor" })
  async removeTotp(
    @CurrentActor() actor: Actor,
    @Body({ schema: currentPasswordBodySchema }) body: z.output<typeof currentPasswordBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const proof = { accountId: ownAccount(actor), password: body.currentPassword, ip: request.ip };
    await this.commands.execute(new RemoveTotpCommand(proof, actor.sessionId));
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiAnswer(recoveryCodesSchema, 200, 'A new set; the old codes no longer work')
  @ApiConflictResponse({ description: 'TOTP_NOT_SET_UP' })
  renewRecoveryCodes(
    @CurrentActor() actor: Actor,
    @Body({ schema: currentPasswordBodySchema }) body: z.output<typeof currentPasswordBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<RecoveryCodes> {
    const proof = { accountId: ownAccount(actor), password: body.currentPassword, ip: request.ip };
    return this.commands.execute(new RenewRecoveryCodesCommand(proof));
  }
}
