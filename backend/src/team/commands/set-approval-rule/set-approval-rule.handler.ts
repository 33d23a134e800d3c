import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';
import { setApprovalRule } from '../../approval-rule.js';
import { assertTeamAccess } from '../../team-access.js';
import { SetApprovalRuleCommand } from './set-approval-rule.command.js';

/** Counts from the next decision on; a member's approval already given stays recorded. */
@CommandHandler(SetApprovalRuleCommand)
export class SetApprovalRuleHandler implements ICommandHandler<SetApprovalRuleCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, rule }: SetApprovalRuleCommand): Promise<ApprovalRuleBody> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: true });
    await setApprovalRule(em, clientId, rule);
    return { rule };
  }
}
