import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';
import { TeamMembers } from '../../team-members.js';
import { SetApprovalRuleCommand } from './set-approval-rule.command.js';

@CommandHandler(SetApprovalRuleCommand)
export class SetApprovalRuleHandler implements ICommandHandler<SetApprovalRuleCommand> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId, rule }: SetApprovalRuleCommand): Promise<ApprovalRuleBody> {
    return this.members.setRule(actor, clientId, rule);
  }
}
