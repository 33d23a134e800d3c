import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Member } from '../../../contracts/team-answers.js';
import { TeamMembers } from '../../team-members.js';
import { InviteMemberCommand } from './invite-member.command.js';

@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId, invitation }: InviteMemberCommand): Promise<Member> {
    return this.members.invite(actor, clientId, invitation);
  }
}
