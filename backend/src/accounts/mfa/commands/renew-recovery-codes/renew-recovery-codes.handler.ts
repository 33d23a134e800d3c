import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentPassword } from '../../../current-password.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { SecondFactors } from '../../second-factors.js';
import { RenewRecoveryCodesCommand } from './renew-recovery-codes.command.js';

@CommandHandler(RenewRecoveryCodesCommand)
export class RenewRecoveryCodesHandler implements ICommandHandler<RenewRecoveryCodesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPassword,
    private readonly factors: SecondFactors,
  ) {}

  async execute({ proof }: RenewRecoveryCodesCommand) {
    await this.currentPassword.assert(proof);
    return this.em.transactional(async (em) => {
      await this.factors.lock(em, proof.accountId);
      // Recovery codes stand in for the app: without it they have nothing to stand in for.
      if (!(await this.factors.state(em, proof.accountId)).totp)
        throw AppError.conflict('TOTP_NOT_SET_UP', MFA_TEXTS.totpOff);
      return { recoveryCodes: await this.factors.replaceRecoveryCodes(em, proof.accountId) };
    });
  }
}
