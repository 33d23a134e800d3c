import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Member } from '../../../contracts/team-answers.js';
import { TeamMembers } from '../../team-members.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';

@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId, userId, role }: ChangeMemberRoleCommand): Promise<Member> {
    return this.members.changeRole(actor, clientId, userId, role);
  }
}
