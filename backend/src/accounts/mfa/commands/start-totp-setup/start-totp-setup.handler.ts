import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { FreshSignIn } from '../../fresh-sign-in.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { SecondFactors } from '../../second-factors.js';
import { newTotpSecret, totpUri } from '../../totp-codes.js';
import { TotpFactor } from '../../totp-factor.entity.js';
import { StartTotpSetupCommand } from './start-totp-setup.command.js';

@CommandHandler(StartTotpSetupCommand)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetupCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly freshSignIn: FreshSignIn,
  ) {}

  async execute({ proof, sessionId }: StartTotpSetupCommand) {
    const accountId = proof.accountId;
    await this.freshSignIn.assert(proof, sessionId);
    const secret = newTotpSecret();
    const email = await this.em.transactional(async (em) => {
      const account = await this.factors.lock(em, accountId);
      const totp = await em.findOne(TotpFactor, { account: accountId });
      if (totp?.secret) throw AppError.conflict('TOTP_ALREADY_SET_UP', MFA_TEXTS.totpAlreadyOn);
      const pendingSecret = this.factors.sealTotpSecret(secret, accountId);
      if (totp) totp.pendingSecret = pendingSecret;
      else em.create(TotpFactor, { account, secret: null, pendingSecret, confirmedAt: null, lastUsedStep: null });
      await em.flush();
      return account.email;
    });
    return { otpauthUrl: totpUri(secret, email), secret };
  }
}
