import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { Profile } from '../../../accounts/profile.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { PasswordHasher } from '../../../accounts/password-hasher.js';
import { SessionIssuer } from '../../session-issuer.js';
import { SignInThrottle } from '../../../accounts/sign-in-throttle.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ email, password, ip }: SignInCommand) {
    const normalized = Account.normalizeEmail(email);
    // 429 while a delay runs; otherwise the attempt already counts as a failure until it proves otherwise.
    const attempt = await this.throttle.begin(normalized, ip);
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
    await attempt.succeeded();
    // Only now, with the right password: a guesser learns nothing about the account's state.
    const profile = await this.em.findOne(Profile, { account: account.id });
    if (profile?.status === 'inactive') throw AppError.forbidden(MESSAGES.accountInactive);
    return this.sessions.issue(account);
  }
}
