import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import type { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Roles } from '../common/auth/decorators.js';
import {
  approvalRuleSchema,
  changeMemberBodySchema,
  inviteMemberBodySchema,
  type ApprovalRuleBody,
} from '../contracts/team-requests.js';
import { memberSchema, myClientSchema, type Member, type MyClient } from '../contracts/team-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { ChangeMemberRoleCommand } from './commands/change-member-role/change-member-role.command.js';
import { InviteMemberCommand } from './commands/invite-member/invite-member.command.js';
import { RemoveMemberCommand } from './commands/remove-member/remove-member.command.js';
import { SetApprovalRuleCommand } from './commands/set-approval-rule/set-approval-rule.command.js';
import { GetApprovalRuleQuery } from './queries/get-approval-rule/get-approval-rule.query.js';
import { ListMembersQuery } from './queries/list-members/list-members.query.js';
import { MyClientsQuery } from './queries/my-clients/my-clients.query.js';

@ApiTags('team')
@ApiBearerAuth()
@Controller()
export class TeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('me/clients')
  @ApiAnswer([myClientSchema], 200, 'The company the caller belongs to, with its role there; none for staff')
  mine(@CurrentActor() actor: Actor): Promise<MyClient[]> {
    return this.queries.execute(new MyClientsQuery(actor));
  }

  @Get('clients/:clientId/members')
  @Roles('client', 'admin')
  @MemberRight('see')
  @ApiAnswer([memberSchema], 200, "The company's members (its members and admins read them)")
  list(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<Member[]> {
    return this.queries.execute(new ListMembersQuery(actor, clientId));
  }

  @Post('clients/:clientId/members')
  @Roles('client', 'admin')
  @ApiAnswer(
    memberSchema,
    201,
    'The invited member; the set-password mail goes out. Owners and admins; 409 EMAIL_TAKEN',
  )
  invite(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Body({ schema: inviteMemberBodySchema }) body: z.output<typeof inviteMemberBodySchema>,
  ): Promise<Member> {
    return this.commands.execute(new InviteMemberCommand(actor, clientId, body));
  }

  @Patch('clients/:clientId/members/:userId')
  @Roles('client', 'admin')
  @ApiAnswer(memberSchema, 200, 'Owners and admins; 409 LAST_OWNER when the last owner would go')
  change(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Param('userId') userId: string,
    @Body({ schema: changeMemberBodySchema }) body: z.output<typeof changeMemberBodySchema>,
  ): Promise<Member> {
    return this.commands.execute(new ChangeMemberRoleCommand(actor, clientId, userId, body.role));
  }

  @Delete('clients/:clientId/members/:userId')
  @Roles('client', 'admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Owners and admins: the member's sessions end at once; 409 LAST_OWNER" })
  async remove(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(actor, clientId, userId));
  }

  @Get('clients/:clientId/approval-rule')
  @Roles('client', 'admin')
  @MemberRight('see')
  @ApiAnswer(
    approvalRuleSchema,
    200,
    "The company's approval rule: one approver's approval, or every approver's of the same version",
  )
  rule(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<ApprovalRuleBody> {
    return this.queries.execute(new GetApprovalRuleQuery(actor, clientId));
  }

  @Put('clients/:clientId/approval-rule')
  @Roles('client', 'admin')
  @ApiAnswer(approvalRuleSchema, 200, 'Owners and admins; counts for the next decision')
  setRule(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Body({ schema: approvalRuleSchema }) body: ApprovalRuleBody,
  ): Promise<ApprovalRuleBody> {
    return this.commands.execute(new SetApprovalRuleCommand(actor, clientId, body.rule));
  }
}
