import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { RequestPlanCommand } from './commands/request-plan/request-plan.command.js';
import type { z } from 'zod';
import {
  adminPlanRequestSchema,
  myPlanRequestSchema,
  type AdminPlanRequest,
  type MyPlanRequest,
} from '../contracts/billing-answers.js';
import { createPlanRequestBodySchema, listPlanRequestsQuerySchema } from '../contracts/billing-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
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
  @ApiAnswer(myPlanRequestSchema, 201, 'The open request (replacing an open one for another plan)')
  @ApiConflictResponse({ description: 'PLAN_RETIRED, PLAN_ALREADY_ACTIVE' })
  request(
    @CurrentActor() actor: Actor,
    @Body({ schema: createPlanRequestBodySchema }) body: z.output<typeof createPlanRequestBodySchema>,
  ): Promise<MyPlanRequest> {
    return this.commands.execute(new RequestPlanCommand(actor.clientId!, body.planId));
  }

  @Get('me/plan-requests')
  @Roles('client')
  @ApiAnswer([myPlanRequestSchema], 200, 'Newest first')
  mine(@CurrentActor() actor: Actor): Promise<MyPlanRequest[]> {
    return this.queries.execute(new ListMyPlanRequestsQuery(actor.clientId!));
  }

  @Get('admin/plan-requests')
  @Roles('admin')
  @ApiAnswer([adminPlanRequestSchema], 200, 'Newest first, at most 200')
  all(
    @Query({ schema: listPlanRequestsQuerySchema }) query: z.output<typeof listPlanRequestsQuerySchema>,
  ): Promise<AdminPlanRequest[]> {
    return this.queries.execute(new ListPlanRequestsQuery(query.status));
  }
}
