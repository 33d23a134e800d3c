import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountSessions, Profile } from '../../../accounts/index.js';
import { lockClient } from '../../../clients/index.js';
import { assertTeamAccess } from '../../team-access.js';
import { assertAnotherOwner, findMember } from '../../team-members.js';
import { RemoveMemberCommand } from './remove-member.command.js';

/**
 * Takes a member out of the company: its sessions end at once. An account invited into the
 * company is deactivated with it; the account the company was founded with stays (every
 * client-owned row names it) but acts for no company any more.
 */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: AccountSessions,
  ) {}

  async execute({ actor, clientId, userId }: RemoveMemberCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      await assertTeamAccess(em, actor, clientId, { change: true });
      await lockClient(em, clientId);
      const member = await findMember(em, clientId, userId);
      if (member.role === 'owner') await assertAnotherOwner(em, clientId);
      em.remove(member);
      if (userId !== clientId) await em.nativeUpdate(Profile, { account: userId }, { status: 'inactive' });
      await this.sessions.endAll(em, userId);
      await em.flush();
    });
  }
}
