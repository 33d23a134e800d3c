import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountSessions } from '../../../accounts/index.js';
import { lockClient } from '../../../clients/index.js';
import type { Member } from '../../../contracts/team-answers.js';
import { assertTeamAccess } from '../../team-access.js';
import { assertAnotherOwner, findMember, memberView } from '../../team-members.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';

/** A member's new role; the company keeps at least one owner. Counts from the member's next request. */
@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: AccountSessions,
  ) {}

  async execute({ actor, clientId, userId, role }: ChangeMemberRoleCommand): Promise<Member> {
    await this.em.transactional(async (em) => {
      await assertTeamAccess(em, actor, clientId, { change: true });
      await lockClient(em, clientId);
      const member = await findMember(em, clientId, userId);
      if (member.role === 'owner' && role !== 'owner') await assertAnotherOwner(em, clientId);
      member.role = role;
      await this.sessions.changing(userId);
      await em.flush();
    });
    return memberView(this.em.fork(), clientId, userId);
  }
}
