import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { AppError } from '../common/errors/app-error.js';
import type { GenerationJob } from '../contracts/ideas.js';
import { GenerateMonthPlanCommand } from './commands/generate-month-plan/generate-month-plan.command.js';
import { GetGenerationJobQuery, ListContentIdeasQuery, type ContentIdeasOverview } from './queries/ideas.queries.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The client's month plan of content ideas (spec 000 §2 "/client/content-ideas"). */
@ApiTags('content ideas')
@ApiBearerAuth()
@Controller()
export class IdeasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('content-ideas')
  @Roles('client')
  @ApiQuery({ name: 'month', required: false, description: 'YYYY-MM; the next calendar month (Zurich) when left out' })
  @ApiOkResponse({ description: 'The month, the plan limits and the ideas, by date' })
  list(@CurrentActor() actor: Actor, @Query('month') month?: string): Promise<ContentIdeasOverview> {
    if (month !== undefined && !MONTH.test(month)) throw AppError.validation('Monat als JJJJ-MM', [{ field: 'month', message: 'Monat als JJJJ-MM' }]);
    return this.queries.execute(new ListContentIdeasQuery(actor.clientId!, month));
  }

  @Post('content-ideas/generate')
  @Roles('client')
  @HttpCode(202)
  @ApiAcceptedResponse({ schema: { properties: { jobId: { type: 'string' } } }, description: 'Progress and result over GET /api/jobs/:jobId and the notification stream; 429 RATE_LIMITED; 409 NO_PLAN' })
  generate(@CurrentActor() actor: Actor): Promise<{ jobId: string }> {
    return this.commands.execute(new GenerateMonthPlanCommand(actor.clientId!, actor.userId));
  }

  @Get('jobs/:jobId')
  @Roles('client')
  @ApiOkResponse({ description: 'A month plan generation of the caller; another client’s answers 404' })
  job(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<GenerationJob> {
    return this.queries.execute(new GetGenerationJobQuery(actor.clientId!, jobId));
  }
}
