import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';
import { approvalRuleOf } from '../../approval-rule.js';
import { assertTeamAccess } from '../../team-access.js';
import { GetApprovalRuleQuery } from './get-approval-rule.query.js';

@QueryHandler(GetApprovalRuleQuery)
export class GetApprovalRuleHandler implements IQueryHandler<GetApprovalRuleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId }: GetApprovalRuleQuery): Promise<ApprovalRuleBody> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: false });
    return { rule: await approvalRuleOf(em, clientId) };
  }
}
