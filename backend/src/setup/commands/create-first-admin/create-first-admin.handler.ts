import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountRegistry, assertPasswordAcceptable, UserRole } from '../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { CreateFirstAdminCommand } from './create-first-admin.command.js';

const SETUP_TEXTS = {
  alreadyDone: 'ContentFlow ist bereits eingerichtet. Bitte melde dich an.',
} as const;

/**
 * Creates the first admin, once: the check and the creation run under one transaction-wide
 * advisory lock, so of two requests racing on a fresh installation exactly one creates an admin.
 */
@CommandHandler(CreateFirstAdminCommand)
export class CreateFirstAdminHandler implements ICommandHandler<CreateFirstAdminCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
  ) {}

  async execute({ name, email, password }: CreateFirstAdminCommand) {
    const alreadyDone = () => AppError.conflict('ALREADY_SET_UP', SETUP_TEXTS.alreadyDone);
    // Answered before any password is hashed once the first run is over.
    if (await this.em.count(UserRole, { role: 'admin' })) throw alreadyDone();
    assertPasswordAcceptable(password, { email, name });
    try {
      return await this.em.transactional(async (em) => {
        await em.execute(`select pg_advisory_xact_lock(hashtext('contentflow:first-admin'))`);
        if (await em.count(UserRole, { role: 'admin' })) throw alreadyDone();
        if (await em.count(Account, { email: Account.normalizeEmail(email) }))
          throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
        const user = await this.accounts.create({ name, email, password, role: 'admin' });
        return { user };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
  }
}
