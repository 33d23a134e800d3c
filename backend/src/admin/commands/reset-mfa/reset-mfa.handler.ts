import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountSessions, SecondFactors } from '../../../accounts/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { assertNotSelf } from '../../account-guards.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { AuditRecord } from '../../audit-record.entity.js';
import { ResetMfaCommand } from './reset-mfa.command.js';

@CommandHandler(ResetMfaCommand)
export class ResetMfaHandler implements ICommandHandler<ResetMfaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly sessions: AccountSessions,
  ) {}

  async execute({ caller, accountId }: ResetMfaCommand): Promise<void> {
    // Four eyes: an admin's own factors come back only through another admin.
    assertNotSelf(caller.userId, accountId, ADMIN_TEXTS.notYourself.resetMfa);
    if (!isUuid(accountId)) throw AppError.notFound(ADMIN_TEXTS.userNotFound);
    await this.em.transactional(async (em) => {
      const account = await em.findOne(
        Account,
        { id: accountId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!account) throw AppError.notFound(ADMIN_TEXTS.userNotFound);
      const removed = await this.factors.removeAll(em, accountId);
      await this.sessions.endAll(em, accountId);
      em.create(AuditRecord, {
        actorId: caller.userId,
        action: 'mfa.reset',
        targetId: accountId,
        details: { ...removed, email: account.email },
      });
      await em.flush();
    });
  }
}
