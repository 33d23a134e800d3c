import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ApprovalRuleBody } from '../../../contracts/team-requests.js';

/** The company's approval rule. */
export class GetApprovalRuleQuery extends Query<ApprovalRuleBody> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}
