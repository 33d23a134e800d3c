import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountSessions, ClientMember, Profile, UserRole } from '../../../accounts/index.js';
import { Actor } from '../../../common/auth/actor.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { requireClient } from '../../../clients/index.js';
import { isUuid } from '../../../common/uuid.js';
import type { AdminUser } from '../../../contracts/admin-answers.js';
import { Project } from '../../../projects/index.js';
import { assertAnotherAdminRemains, assertNotSelf, lockAdminRoles } from '../../account-guards.js';
import { AccountRemoval } from '../../account-removal.js';
import { ADMIN_TEXTS } from '../../admin-texts.js';
import { ListUsersQuery } from '../../queries/list-users/list-users.query.js';
import { UpdateUserCommand } from './update-user.command.js';

const ROLE_CHANGE_TEXTS = {
  clientWithProjects: 'Die Rolle eines Kunden mit Aufträgen kann nicht geändert werden',
} as const;

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly sessions: AccountSessions,
    private readonly removal: AccountRemoval,
  ) {}

  async execute({ caller, accountId, changes, clientsOnly }: UpdateUserCommand): Promise<AdminUser> {
    const notFound = clientsOnly ? MESSAGES.clientNotFound : ADMIN_TEXTS.userNotFound;
    if (!isUuid(accountId)) throw AppError.notFound(notFound);
    await this.em.transactional(async (em) => {
      if (clientsOnly) await requireClient(em, accountId);
      const account = await em.findOne(Account, { id: accountId, deletedAt: null });
      const profile = account && (await em.findOne(Profile, { account }));
      if (!account || !profile) throw AppError.notFound(notFound);
      const roleRow = await em.findOne(UserRole, { user: account });
      const role = roleRow?.role ?? null;

      const roleChanges = changes.role !== undefined && changes.role !== role;
      const deactivates = changes.status === 'inactive' && profile.status === 'active';
      if (roleChanges && role === 'admin') assertNotSelf(caller.userId, accountId, ADMIN_TEXTS.notYourself.demote);
      if (deactivates) assertNotSelf(caller.userId, accountId, ADMIN_TEXTS.notYourself.deactivate);
      if (role === 'admin' && (roleChanges || deactivates)) {
        await lockAdminRoles(em);
        await assertAnotherAdminRemains(em, accountId);
      }
      // A client's orders need their client: it keeps its role while it has any.
      if (roleChanges && role === 'client' && (await em.count(Project, { client: account }))) {
        throw AppError.conflict('ROLE_IN_USE', ROLE_CHANGE_TEXTS.clientWithProjects);
      }

      if (changes.name !== undefined) account.name = changes.name;
      if (roleChanges) {
        // A designer no longer: its open orders wait for a designer again, as when it is deleted.
        if (role === 'designer') await this.removal.releaseDesigner(em, accountId, new Actor(caller.userId, 'admin'));
        if (roleRow) roleRow.role = changes.role!;
        else em.create(UserRole, { user: account, role: changes.role! });
        // A client account is a company's member: one made a client founds its own company.
        if (role === 'client') await em.nativeDelete(ClientMember, { user: accountId });
        if (changes.role === 'client')
          em.create(ClientMember, {
            user: account,
            client: account,
            role: 'owner',
            invitedAt: new Date(),
            joinedAt: new Date(),
          });
      }
      if (changes.status !== undefined) profile.status = changes.status;
      if (roleChanges || deactivates) await this.sessions.endAll(em, accountId);
      else if (changes.status !== undefined) await this.sessions.changing(accountId);
      await em.flush();
    });
    const [user] = await this.queries.execute(new ListUsersQuery(accountId));
    return user;
  }
}
