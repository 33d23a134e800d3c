import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountRegistry, assertPasswordAcceptable } from '../../../accounts/index.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { CreateUserCommand } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
  ) {}

  async execute({ user }: CreateUserCommand) {
    assertPasswordAcceptable(user.password, user);
    if (await this.em.count(Account, { email: Account.normalizeEmail(user.email) }))
      throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
    try {
      const { id, name, email, role } = await this.accounts.create(user, { byAdmin: true, actorId: null });
      return {
        id,
        name,
        email,
        role,
        status: 'active' as const,
        createdAt: new Date().toISOString(),
        mfaEnabled: false,
      };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
  }
}
