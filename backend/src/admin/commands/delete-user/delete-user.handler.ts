import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, UserRole } from '../../../accounts/index.js';
import { lockClient, requireClient } from '../../../clients/index.js';
import { Actor } from '../../../common/auth/actor.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { assertAnotherAdminRemains, assertNotSelf, lockAdminRoles } from '../../account-guards.js';
import { AccountRemoval } from '../../account-removal.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { DeleteUserCommand } from './delete-user.command.js';

/**
 * Deletes an account by the deletion policy (account-removal.ts, docs/decisions.md); `clientsOnly`
 * limits it to client companies (404 «Kunde nicht gefunden» otherwise). One transaction; files
 * leave the disk only after it committed.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly removal: AccountRemoval,
  ) {}

  async execute({ caller, accountId, clientsOnly }: DeleteUserCommand): Promise<void> {
    const notFound = clientsOnly ? MESSAGES.clientNotFound : ADMIN_TEXTS.userNotFound;
    assertNotSelf(caller.userId, accountId, ADMIN_TEXTS.notYourself.delete);
    if (!isUuid(accountId)) throw AppError.notFound(notFound);
    const admin = new Actor(caller.userId, 'admin');
    const keys = await this.em.transactional(async (em) => {
      if (clientsOnly) await requireClient(em, accountId);
      const role = (await em.findOne(UserRole, { user: accountId }))?.role ?? null;
      if (role === 'admin') {
        await lockAdminRoles(em);
        await assertAnotherAdminRemains(em, accountId);
      }
      // The client's row lock also keeps an order from being created for it meanwhile.
      if (role === 'client' || role === null) await lockClient(em, accountId);
      const account = await em.findOne(
        Account,
        { id: accountId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!account) throw AppError.notFound(notFound);
      if (role === 'client' || role === null) return this.removal.removeWithData(em, account);
      await this.removal.retire(em, account, admin);
      return [];
    });
    await this.removal.removeFiles(keys);
  }
}
