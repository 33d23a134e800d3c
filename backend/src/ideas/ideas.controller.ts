import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Roles } from '../common/auth/decorators.js';
import { AppError } from '../common/errors/app-error.js';
import {
  contentIdeaSchema,
  generationJobSchema,
  generationStartedSchema,
  sentIdeaSchema,
  type ContentIdea,
  type GenerationJob,
  type SentIdea,
} from '../contracts/idea-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { GenerateMonthPlanCommand } from './commands/generate-month-plan/generate-month-plan.command.js';
import { MarkIdeaPostedCommand } from './commands/mark-idea-posted/mark-idea-posted.command.js';
import { SendIdeaCommand } from './commands/send-idea/send-idea.command.js';
import { UpdateIdeaCommand } from './commands/update-idea/update-idea.command.js';
import type { z } from 'zod';
import { updateIdeaBodySchema } from '../contracts/idea-requests.js';
import { GetGenerationJobQuery, ListContentIdeasQuery } from './queries/ideas.queries.js';

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
  @MemberRight('see')
  @ApiQuery({ name: 'month', required: false, description: 'YYYY-MM: only that month; every month when left out' })
  @ApiAnswer([contentIdeaSchema], 200, 'The newest month first, each by weekNumber then date')
  list(@CurrentActor() actor: Actor, @Query('month') month?: string): Promise<ContentIdea[]> {
    if (month !== undefined && !MONTH.test(month))
      throw AppError.validation('Monat als JJJJ-MM', [{ field: 'month', message: 'Monat als JJJJ-MM' }]);
    return this.queries.execute(new ListContentIdeasQuery(actor.clientId!, month));
  }

  @Post('content-ideas/generate')
  @Roles('client')
  @HttpCode(202)
  @ApiAnswer(
    generationStartedSchema,
    202,
    'Progress and result over GET /api/jobs/:jobId and the notification stream; 429 RATE_LIMITED; 409 NO_PLAN',
  )
  @ApiBody({
    required: false,
    schema: {
      type: 'object',
      properties: {
        month: {
          type: 'string',
          example: '2026-12',
          description: 'This month or the next (Europe/Zurich); the next when left out. 400 otherwise',
        },
      },
    },
  })
  generate(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<{ jobId: string }> {
    const month = body && typeof body === 'object' && 'month' in body ? (body as { month: unknown }).month : undefined;
    if (month !== undefined && (typeof month !== 'string' || !MONTH.test(month)))
      throw AppError.validation('Monat als JJJJ-MM', [{ field: 'month', message: 'Monat als JJJJ-MM' }]);
    return this.commands.execute(new GenerateMonthPlanCommand(actor.clientId!, actor.userId, month));
  }

  @Patch('content-ideas/:id')
  @Roles('client')
  @ApiAnswer(contentIdeaSchema, 200, 'The idea, now a draft; 409 INVALID_TRANSITION once it is in production')
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: updateIdeaBodySchema }) body: z.output<typeof updateIdeaBodySchema>,
  ): Promise<ContentIdea> {
    return this.commands.execute(new UpdateIdeaCommand(actor.clientId!, id, body));
  }

  @Post('content-ideas/:id/send')
  @Roles('client')
  @ApiAnswer(
    sentIdeaSchema,
    201,
    'The order it became; 409 NO_DESIGNER, QUOTA_EXCEEDED or INVALID_TRANSITION (already sent)',
  )
  send(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<SentIdea> {
    return this.commands.execute(new SendIdeaCommand(actor.clientId!, actor.userId, id));
  }

  @Post('content-ideas/:id/posted')
  @Roles('client')
  @HttpCode(200)
  @ApiAnswer(
    contentIdeaSchema,
    200,
    'The idea, now posted; only a finished one (its order approved), else 409 INVALID_TRANSITION',
  )
  markPosted(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ContentIdea> {
    return this.commands.execute(new MarkIdeaPostedCommand(actor.clientId!, id));
  }

  @Get('jobs/:jobId')
  @Roles('client')
  @MemberRight('see')
  @ApiAnswer(generationJobSchema, 200, 'A month plan generation of the caller; another client’s answers 404')
  job(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<GenerationJob> {
    return this.queries.execute(new GetGenerationJobQuery(actor.clientId!, jobId));
  }
}
