import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators.js';
import { CreatePlanCommand } from './commands/create-plan/create-plan.command.js';
import type { z } from 'zod';
import { adminPlanSchema, type AdminPlan } from '../contracts/billing-answers.js';
import { createPlanBodySchema, updatePlanBodySchema } from '../contracts/billing-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
import { DeletePlanCommand } from './commands/delete-plan/delete-plan.command.js';
import { UpdatePlanCommand } from './commands/update-plan/update-plan.command.js';
import { ListAdminPlansQuery } from './queries/list-admin-plans/list-admin-plans.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/plans')
export class AdminPlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer([adminPlanSchema], 200, 'Every plan, retired ones too, cheapest first')
  list(): Promise<AdminPlan[]> {
    return this.queries.execute(new ListAdminPlansQuery());
  }

  @Post()
  @ApiAnswer(adminPlanSchema, 201)
  @ApiConflictResponse({ description: 'PLAN_NAME_TAKEN' })
  create(@Body({ schema: createPlanBodySchema }) body: z.output<typeof createPlanBodySchema>): Promise<AdminPlan> {
    return this.commands.execute(new CreatePlanCommand(body));
  }

  @Patch(':id')
  @ApiAnswer(adminPlanSchema, 200)
  @ApiConflictResponse({ description: 'PLAN_NAME_TAKEN' })
  update(
    @Param('id') id: string,
    @Body({ schema: updatePlanBodySchema }) body: z.output<typeof updatePlanBodySchema>,
  ): Promise<AdminPlan> {
    return this.commands.execute(new UpdatePlanCommand(id, body));
  }

  @Post(':id/retire')
  @HttpCode(200)
  @ApiAnswer(adminPlanSchema, 200, 'Takes the plan off sale: hidden from GET /api/plans, kept by its subscriptions')
  retire(@Param('id') id: string): Promise<AdminPlan> {
    return this.commands.execute(new UpdatePlanCommand(id, { retired: true }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'PLAN_IN_USE: the plan has subscriptions or open requests; retire it instead' })
  async remove(@Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeletePlanCommand(id));
  }
}
