import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../account.entity.js';
import { Profile } from '../../profile.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { PasswordHasher } from '../../password-hasher.js';
import { MfaSignIns } from '../../mfa/mfa-sign-ins.js';
import { PasswordSetupToken } from '../../password-setup-token.entity.js';
import { SessionIssuer } from '../../session-issuer.js';
import { SignInThrottle } from '../../sign-in-throttle.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
    private readonly mfaSignIns: MfaSignIns,
  ) {}

  async execute({ email, password, ip }: SignInCommand) {
    const normalized = Account.normalizeEmail(email);
    // 429 while a delay runs; otherwise the attempt already counts as a failure until it proves otherwise.
    const attempt = await this.throttle.begin(normalized, ip, password);
    let account: Account | null;
    let valid: boolean;
    try {
      account = await this.em.findOne(Account, { email: normalized }, { populate: ['passwordHash'] });
      // An unknown e-mail is verified against a dummy hash: same answer, same time.
      valid = await this.hasher.verify(account?.passwordHash ?? null, password);
    } catch (error) {
      // Busy (503) or a database fault: no password was checked, so it is no failure of the caller's.
      await attempt.cancelled();
      throw error;
    }
    if (!account || !valid) {
      await attempt.failed();
      throw AppError.unauthenticated(MESSAGES.badCredentials);
    }
    // With a second factor the sign-in is not done yet: the password step counts as no failure, but
    // clears none either (only the second step does), so signing in again buys no fresh guesses.
    if (account.mfaEnabled) await attempt.cancelled();
    else await attempt.succeeded();
    // The right password ends the account's open set-password links (docs/security.md "Links in e-mails").
    await PasswordSetupToken.endOpen(this.em, account.id);
    // Only now, with the right password: a guesser learns nothing about the account's state.
    const profile = await this.em.findOne(Profile, { account: account.id });
    if (profile?.status === 'inactive') throw AppError.forbidden(MESSAGES.accountInactive);
    // No session and no cookie yet: the second step issues them (POST /api/auth/mfa/verify, /passkey/verify).
    if (account.mfaEnabled) return this.mfaSignIns.open(account);
    return this.sessions.issue(account);
  }
}
