import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';
import { TeamMembers } from '../../team-members.js';
import { GetApprovalRuleQuery } from './get-approval-rule.query.js';

@QueryHandler(GetApprovalRuleQuery)
export class GetApprovalRuleHandler implements IQueryHandler<GetApprovalRuleQuery> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId }: GetApprovalRuleQuery): Promise<ApprovalRuleBody> {
    return this.members.rule(actor, clientId);
  }
}
