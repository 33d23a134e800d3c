import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TeamMembers } from '../../team-members.js';
import { RemoveMemberCommand } from './remove-member.command.js';

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId, userId }: RemoveMemberCommand): Promise<void> {
    return this.members.remove(actor, clientId, userId);
  }
}
