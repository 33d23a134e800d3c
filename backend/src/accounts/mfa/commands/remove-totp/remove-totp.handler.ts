import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentPassword } from '../../../current-password.js';
import { RecoveryCode } from '../../recovery-code.entity.js';
import { assertAnotherFactorRemains } from '../../last-factor.js';
import { OtherSessions } from '../../other-sessions.js';
import { SecondFactors } from '../../second-factors.js';
import { TotpFactor } from '../../totp-factor.entity.js';
import { RemoveTotpCommand } from './remove-totp.command.js';

@CommandHandler(RemoveTotpCommand)
export class RemoveTotpHandler implements ICommandHandler<RemoveTotpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPassword,
    private readonly factors: SecondFactors,
    private readonly otherSessions: OtherSessions,
  ) {}

  async execute({ proof, sessionId }: RemoveTotpCommand): Promise<void> {
    const accountId = proof.accountId;
    await this.currentPassword.assert(proof);
    await this.em.transactional(async (em) => {
      await this.factors.lock(em, accountId);
      const state = await this.factors.state(em, accountId);
      if (!state.totp) {
        // Nothing in effect to remove: a pending setup goes quietly.
        await em.nativeDelete(TotpFactor, { account: accountId });
        return;
      }
      await assertAnotherFactorRemains(em, accountId, state.passkeys.length);
      await em.nativeDelete(TotpFactor, { account: accountId });
      await em.nativeDelete(RecoveryCode, { account: accountId });
      await this.factors.keepInStep(em, accountId);
      await this.otherSessions.end(em, accountId, sessionId);
    });
  }
}
