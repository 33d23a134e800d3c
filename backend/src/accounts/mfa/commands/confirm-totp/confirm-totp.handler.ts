import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { OtherSessions } from '../../other-sessions.js';
import { SecondFactors } from '../../second-factors.js';
import { matchTotpCode } from '../../totp-codes.js';
import { TotpFactor } from '../../totp-factor.entity.js';
import { ConfirmTotpCommand } from './confirm-totp.command.js';

@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly otherSessions: OtherSessions,
  ) {}

  async execute({ accountId, sessionId, code }: ConfirmTotpCommand) {
    return this.em.transactional(async (em) => {
      await this.factors.lock(em, accountId);
      const totp = await em.findOne(TotpFactor, { account: accountId });
      const secret = totp?.pendingSecret ? this.factors.openTotpSecret(totp.pendingSecret, accountId) : null;
      if (!totp || !secret) throw AppError.validation(MFA_TEXTS.totpNotStarted);
      // The confirming code is used: it does not sign in a second time.
      const step = await matchTotpCode(secret, code.replace(/\s+/g, ''));
      if (step === null)
        throw AppError.validation(MFA_TEXTS.wrongCode, [{ field: 'code', message: MFA_TEXTS.wrongCode }]);
      totp.secret = totp.pendingSecret;
      totp.pendingSecret = null;
      totp.confirmedAt = new Date();
      totp.lastUsedStep = step;
      await em.flush();
      const recoveryCodes = await this.factors.replaceRecoveryCodes(em, accountId);
      await this.factors.keepInStep(em, accountId);
      await this.otherSessions.end(em, accountId, sessionId);
      return { recoveryCodes };
    });
  }
}
