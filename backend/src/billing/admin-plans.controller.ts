import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators.js';
import { CreatePlanCommand } from './commands/create-plan/create-plan.command.js';
import type { z } from 'zod';
import { createPlanBodySchema, updatePlanBodySchema } from '../contracts/billing-requests.js';
import { DeletePlanCommand } from './commands/delete-plan/delete-plan.command.js';
import { UpdatePlanCommand } from './commands/update-plan/update-plan.command.js';
import { AdminPlanView } from './plan.view.js';
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
  @ApiOkResponse({ type: [AdminPlanView], description: 'Every plan, retired ones too, cheapest first' })
  list(): Promise<AdminPlanView[]> {
    return this.queries.execute(new ListAdminPlansQuery());
  }

  @Post()
  @ApiCreatedResponse({ type: AdminPlanView })
  @ApiConflictResponse({ description: 'PLAN_NAME_TAKEN' })
  create(@Body({ schema: createPlanBodySchema }) body: z.output<typeof createPlanBodySchema>): Promise<AdminPlanView> {
    return this.commands.execute(new CreatePlanCommand(body));
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminPlanView })
  @ApiConflictResponse({ description: 'PLAN_NAME_TAKEN' })
  update(@Param('id') id: string, @Body({ schema: updatePlanBodySchema }) body: z.output<typeof updatePlanBodySchema>): Promise<AdminPlanView> {
    return this.commands.execute(new UpdatePlanCommand(id, body));
  }

  @Post(':id/retire')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminPlanView, description: 'Takes the plan off sale: hidden from GET /api/plans, kept by its subscriptions' })
  retire(@Param('id') id: string): Promise<AdminPlanView> {
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
