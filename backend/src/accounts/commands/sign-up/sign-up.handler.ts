import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../account.entity.js';
import { AccountRegistry } from '../../account-registry.js';
import { assertPasswordAcceptable } from '../../password-policy.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { RequestLimits } from '../../request-limits.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
    private readonly limits: RequestLimits,
  ) {}

  async execute({ name, email, password, ip }: SignUpCommand) {
    // Every attempt counts, taken e-mails too: before any password is hashed, and no address can
    // probe many e-mails this way.
    await this.limits.consumeSignUp(ip);
    assertPasswordAcceptable(password, { email, name });
    const normalized = Account.normalizeEmail(email);
    if (await this.em.count(Account, { email: normalized }))
      throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
    try {
      const user = await this.accounts.create({ name, email: normalized, password, role: 'client' });
      return { user };
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
  }
}
