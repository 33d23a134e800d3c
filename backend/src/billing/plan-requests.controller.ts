import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { RequestPlanCommand } from './commands/request-plan/request-plan.command.js';
import type { z } from 'zod';
import { createPlanRequestBodySchema, listPlanRequestsQuerySchema } from '../contracts/billing-requests.js';
import { AdminPlanRequestView, MyPlanRequestView } from './plan-request.views.js';
import { ListMyPlanRequestsQuery } from './queries/list-my-plan-requests/list-my-plan-requests.query.js';
import { ListPlanRequestsQuery } from './queries/list-plan-requests/list-plan-requests.query.js';

/** While payments are off, a client asks for a plan and an admin grants it by assigning the plan. */
@ApiTags('plans')
@ApiBearerAuth()
@Controller()
export class PlanRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('me/plan-requests')
  @Roles('client')
  @ApiCreatedResponse({ type: MyPlanRequestView, description: 'The open request (replacing an open one for another plan)' })
  @ApiConflictResponse({ description: 'PLAN_RETIRED, PLAN_ALREADY_ACTIVE' })
  request(@CurrentActor() actor: Actor, @Body({ schema: createPlanRequestBodySchema }) body: z.output<typeof createPlanRequestBodySchema>): Promise<MyPlanRequestView> {
    return this.commands.execute(new RequestPlanCommand(actor.clientId!, body.planId));
  }

  @Get('me/plan-requests')
  @Roles('client')
  @ApiOkResponse({ type: [MyPlanRequestView], description: 'Newest first' })
  mine(@CurrentActor() actor: Actor): Promise<MyPlanRequestView[]> {
    return this.queries.execute(new ListMyPlanRequestsQuery(actor.clientId!));
  }

  @Get('admin/plan-requests')
  @Roles('admin')
  @ApiOkResponse({ type: [AdminPlanRequestView], description: 'Newest first, at most 200' })
  all(@Query({ schema: listPlanRequestsQuerySchema }) query: z.output<typeof listPlanRequestsQuerySchema>): Promise<AdminPlanRequestView[]> {
    return this.queries.execute(new ListPlanRequestsQuery(query.status));
  }
}
