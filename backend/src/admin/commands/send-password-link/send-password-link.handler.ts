import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, PasswordSetupToken, Profile } from '../../../accounts/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { recordDomainEvent } from '../../../outbox/index.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { SendPasswordLinkCommand } from './send-password-link.command.js';

@CommandHandler(SendPasswordLinkCommand)
export class SendPasswordLinkHandler implements ICommandHandler<SendPasswordLinkCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ caller, accountId }: SendPasswordLinkCommand): Promise<void> {
    if (!isUuid(accountId)) throw AppError.notFound(ADMIN_TEXTS.userNotFound);
    await this.em.transactional(async (em) => {
      // The account's row lock, as every change that ends links takes it first.
      const account = await em.findOne(
        Account,
        { id: accountId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!account) throw AppError.notFound(ADMIN_TEXTS.userNotFound);
      const profile = await em.findOne(Profile, { account });
      // A deactivated account could not sign in with the password anyway: the mail job would make no link.
      if (profile?.status !== 'active') throw AppError.conflict('ACCOUNT_INACTIVE', ADMIN_TEXTS.passwordLinkInactive);
      await PasswordSetupToken.endOpen(em, accountId);
      recordDomainEvent(em, 'PasswordLinkRequested', { accountId }, { actorId: caller.userId });
      await em.flush();
    });
  }
}
