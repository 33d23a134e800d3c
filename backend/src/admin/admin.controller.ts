import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { adminStatsSchema, designerAssignmentSchema, type AdminStats } from '../contracts/admin-answers.js';
import { mySubscriptionSchema, type MySubscription } from '../contracts/billing-answers.js';
import { assignDesignerBodySchema } from '../contracts/admin-requests.js';
import { assignPlanBodySchema } from '../contracts/billing-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
import { AssignDesignerCommand, type DesignerAssignment } from './commands/assign-designer/assign-designer.command.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { AssignPlanCommand } from '../billing/index.js';
import { GetAdminStatsQuery } from './queries/get-stats/get-stats.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('stats')
  @ApiAnswer(adminStatsSchema, 200)
  stats(): Promise<AdminStats> {
    return this.queries.execute(new GetAdminStatsQuery());
  }

  @Put('clients/:id/designer')
  @ApiAnswer(
    designerAssignmentSchema,
    200,
    'The client, its designer (or null) and how many waiting orders moved to it',
  )
  assignDesigner(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: assignDesignerBodySchema }) body: z.output<typeof assignDesignerBodySchema>,
  ): Promise<DesignerAssignment> {
    return this.commands.execute(new AssignDesignerCommand(actor, id, body.designerId));
  }

  @Put('clients/:id/plan')
  @ApiAnswer(mySubscriptionSchema.nullable(), 200, 'The new active subscription, or null when cancelled')
  assignPlan(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: assignPlanBodySchema }) body: z.output<typeof assignPlanBodySchema>,
  ): Promise<MySubscription | null> {
    return this.commands.execute(new AssignPlanCommand(id, body.planId, actor.userId));
  }
}
