import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ApprovalRule } from '../../../contracts/team.js';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';

/** An owner or an admin sets the company's approval rule. */
export class SetApprovalRuleCommand extends Command<ApprovalRuleBody> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly rule: ApprovalRule,
  ) {
    super();
  }
}
