import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MfaSignIns } from '../../mfa-sign-ins.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { SecondFactors } from '../../second-factors.js';
import { VerifyMfaCodeCommand } from './verify-mfa-code.command.js';

@CommandHandler(VerifyMfaCodeCommand)
export class VerifyMfaCodeHandler implements ICommandHandler<VerifyMfaCodeCommand> {
  constructor(
    private readonly signIns: MfaSignIns,
    private readonly factors: SecondFactors,
  ) {}

  execute({ mfaToken, code, ip }: VerifyMfaCodeCommand) {
    return this.signIns.attempt(mfaToken, ip, MFA_TEXTS.wrongCode, (em, account) =>
      this.factors.useCode(em, account.id, code),
    );
  }
}
