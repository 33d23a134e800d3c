import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentPassword } from '../../../current-password.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { isUuid } from '../../../../common/uuid.js';
import { assertAnotherFactorRemains } from '../../last-factor.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { OtherSessions } from '../../other-sessions.js';
import { Passkey } from '../../passkey.entity.js';
import { SecondFactors } from '../../second-factors.js';
import { RemovePasskeyCommand } from './remove-passkey.command.js';

@CommandHandler(RemovePasskeyCommand)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskeyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPassword,
    private readonly factors: SecondFactors,
    private readonly otherSessions: OtherSessions,
  ) {}

  async execute({ proof, sessionId, passkeyId }: RemovePasskeyCommand): Promise<void> {
    const accountId = proof.accountId;
    if (!isUuid(passkeyId)) throw AppError.notFound(MFA_TEXTS.passkeyNotFound);
    await this.currentPassword.assert(proof);
    await this.em.transactional(async (em) => {
      await this.factors.lock(em, accountId);
      // Another account's passkey is as unknown as a missing one.
      const passkey = await em.findOne(Passkey, { id: passkeyId, account: accountId });
      if (!passkey) throw AppError.notFound(MFA_TEXTS.passkeyNotFound);
      const state = await this.factors.state(em, accountId);
      await assertAnotherFactorRemains(em, accountId, (state.totp ? 1 : 0) + state.passkeys.length - 1);
      await em.nativeDelete(Passkey, { id: passkeyId });
      await this.factors.keepInStep(em, accountId);
      await this.otherSessions.end(em, accountId, sessionId);
    });
  }
}
