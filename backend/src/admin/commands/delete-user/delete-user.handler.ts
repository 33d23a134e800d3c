import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, isCompany, UserRole } from '../../../accounts/index.js';
import { lockClient, requireClient } from '../../../clients/index.js';
import { Actor } from '../../../common/auth/actor.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { assertAnotherAdminRemains, assertNotSelf, lockAdminRoles } from '../../account-guards.js';
import { AccountRemoval } from '../../account-removal.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { DeleteUserCommand } from './delete-user.command.js';
import { EraseCompanyNowCommand } from './erase-company-now.command.js';

/**
 * Deletes an account by the deletion policy (account-removal.ts, docs/decisions.md); `clientsOnly`
 * limits it to client companies (404 «Kunde nicht gefunden» otherwise). Checked in one transaction;
 * a company then goes through its erasure, at once (EraseCompanyNowCommand, privacy's executor:
 * its orders stay as anonymous counts for the statistics); anything else is removed in that
 * transaction, its files leaving the disk only after it committed.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly removal: AccountRemoval,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, accountId, clientsOnly }: DeleteUserCommand): Promise<void> {
    const notFound = clientsOnly ? MESSAGES.clientNotFound : ADMIN_TEXTS.userNotFound;
    assertNotSelf(caller.userId, accountId, ADMIN_TEXTS.notYourself.delete);
    if (!isUuid(accountId)) throw AppError.notFound(notFound);
    const admin = new Actor(caller.userId, 'admin');
    const removed = await this.em.transactional(async (em): Promise<{ erase: boolean; keys: string[] }> => {
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
      if (role === 'client' || role === null) {
        if (clientsOnly || (await isCompany(em, accountId))) return { erase: true, keys: [] };
        return { erase: false, keys: await this.removal.removeWithData(em, account) };
      }
      await this.removal.retire(em, account, admin);
      return { erase: false, keys: [] };
    });
    if (removed.erase) await this.commands.execute(new EraseCompanyNowCommand(caller.userId, accountId));
    await this.removal.removeFiles(removed.keys);
  }
}
