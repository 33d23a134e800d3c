import { Module } from '@nestjs/common';
import { AccountsModule, AuthModule } from '../accounts/index.js';
import { ChangeMemberRoleHandler } from './commands/change-member-role/change-member-role.handler.js';
import { InviteMemberHandler } from './commands/invite-member/invite-member.handler.js';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler.js';
import { SetApprovalRuleHandler } from './commands/set-approval-rule/set-approval-rule.handler.js';
import { GetApprovalRuleHandler } from './queries/get-approval-rule/get-approval-rule.handler.js';
import { ListMembersHandler } from './queries/list-members/list-members.handler.js';
import { MyClientsHandler } from './queries/my-clients/my-clients.handler.js';
import { TeamController } from './team.controller.js';

/** The client's team: its members and their roles, and its approval rule. */
@Module({
  imports: [AccountsModule, AuthModule],
  controllers: [TeamController],
  providers: [
    InviteMemberHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    SetApprovalRuleHandler,
    ListMembersHandler,
    GetApprovalRuleHandler,
    MyClientsHandler,
  ],
})
export class TeamModule {}
