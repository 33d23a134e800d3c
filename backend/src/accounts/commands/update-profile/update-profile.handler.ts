import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordSetupToken } from '../../password-setup-token.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { Account } from '../../account.entity.js';
import { CurrentPassword } from '../../current-password.js';
import { GetProfileQuery } from '../../queries/get-profile/get-profile.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly currentPassword: CurrentPassword,
  ) {}

  async execute({ accountId, changes, caller }: UpdateProfileCommand) {
    const account = await this.em.findOne(Account, accountId);
    if (!account) throw AppError.notFound('Profil nicht gefunden');
    const email = changes.email === undefined ? account.email : Account.normalizeEmail(changes.email);
    if (email !== account.email) {
      // The login is the client's own: an admin viewing as the client changes it no more than its password.
      if (caller.accountId !== accountId) throw AppError.forbidden(MESSAGES.notWhileViewingAsClient);
      // A new e-mail would let whoever holds a copied access token take the account over next.
      await this.currentPassword.assert(caller);
    }
    const emailChanges = email !== account.email;
    if (changes.name !== undefined) account.name = changes.name;
    account.email = email;
    try {
      await this.em.transactional(async (em) => {
        await em.flush();
        // A link sent to the old address must not set the password of the new one.
        if (emailChanges) await PasswordSetupToken.endOpen(em, accountId);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
      throw error;
    }
    return this.queries.execute(new GetProfileQuery(accountId));
  }
}
