import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { PasswordHasher } from '../../../accounts/password-hasher.js';
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
  ) {}

  async execute({ email, password, ip }: SignInCommand) {
    const normalized = Account.normalizeEmail(email);
    await this.throttle.assertAllowed(normalized, ip);
    const account = await this.em.findOne(Account, { email: normalized }, { populate: ['passwordHash'] });
    // An unknown e-mail is verified against a dummy hash: same answer, same time.
    const valid = await this.hasher.verify(account?.passwordHash ?? null, password);
    if (!account || !valid) {
      await this.throttle.recordFailure(normalized, ip);
      throw AppError.unauthenticated(MESSAGES.badCredentials);
    }
    await this.throttle.recordSuccess(normalized, ip);
    return this.sessions.issue(account);
  }
}
