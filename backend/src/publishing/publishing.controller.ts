import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import type { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Roles } from '../common/auth/decorators.js';
import {
  analyticsSchema,
  bestTimeSchema,
  scheduledPostSchema,
  type Analytics,
  type BestTime,
  type ScheduledPost,
} from '../contracts/publishing-answers.js';
import {
  analyticsQuerySchema,
  schedulePostSchema,
  updateScheduledPostSchema,
} from '../contracts/publishing-requests.js';
import { ApiAnswer } from '../http/api-answer.js';
import {
  CancelScheduledPostCommand,
  SchedulePostCommand,
  UpdateScheduledPostCommand,
} from './commands/publishing.commands.js';
import {
  BestTimesQuery,
  ClientAnalyticsQuery,
  GetScheduledPostQuery,
  ProjectScheduledPostsQuery,
} from './queries/publishing.queries.js';

/** Scheduled posts of approved orders, their proof once out, and the client's analytics. */
@ApiTags('publishing')
@ApiBearerAuth()
@Controller()
export class PublishingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('projects/:id/schedule')
  @Roles('client', 'admin')
  @MemberRight('decide')
  @ApiAnswer(
    scheduledPostSchema,
    201,
    'Owners, approvers and admins. 409 NOT_APPROVED (the order is not approved), 409 NETWORK_LIMIT (e.g. Instagram: 50 posts in 24 hours), 409 ACCOUNT_DISCONNECTED; 400 VALIDATION for a time in the past',
  )
  schedule(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: schedulePostSchema }) body: z.output<typeof schedulePostSchema>,
  ): Promise<ScheduledPost> {
    return this.commands.execute(new SchedulePostCommand(actor, id, body));
  }

  @Get('projects/:id/scheduled-posts')
  @Roles('client', 'designer', 'admin')
  @MemberRight('see')
  @ApiAnswer(
    [scheduledPostSchema],
    200,
    "The order's scheduled and published posts, with the proof of the published ones (whoever sees the order; not guests)",
  )
  forProject(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ScheduledPost[]> {
    return this.queries.execute(new ProjectScheduledPostsQuery(actor, id));
  }

  @Get('scheduled-posts/:id')
  @Roles('client', 'designer', 'admin')
  @MemberRight('see')
  @ApiAnswer(scheduledPostSchema, 200, 'A scheduled or published post of an order the caller sees')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ScheduledPost> {
    return this.queries.execute(new GetScheduledPostQuery(actor, id));
  }

  @Patch('scheduled-posts/:id')
  @Roles('client', 'admin')
  @MemberRight('decide')
  @ApiAnswer(
    scheduledPostSchema,
    200,
    'While scheduled; a failed post or one that needed attention takes a new time (scheduled again). 409 NOT_SCHEDULED otherwise',
  )
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: updateScheduledPostSchema }) body: z.output<typeof updateScheduledPostSchema>,
  ): Promise<ScheduledPost> {
    return this.commands.execute(new UpdateScheduledPostCommand(actor, id, body));
  }

  @Delete('scheduled-posts/:id')
  @Roles('client', 'admin')
  @MemberRight('decide')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'Taken back before it went out; 409 NOT_SCHEDULED once it is publishing or out',
  })
  cancel(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    return this.commands.execute(new CancelScheduledPostCommand(actor, id));
  }

  @Get('clients/:clientId/analytics')
  @Roles('client', 'admin')
  @MemberRight('see')
  @ApiAnswer(
    analyticsSchema,
    200,
    "A Zurich month's published posts with their latest figures, the totals against the month before, the best formats and times (members and admins)",
  )
  analytics(
    @CurrentActor() actor: Actor,
    @Param('clientId') clientId: string,
    @Query({ schema: analyticsQuerySchema }) query: z.output<typeof analyticsQuerySchema>,
  ): Promise<Analytics> {
    return this.queries.execute(new ClientAnalyticsQuery(actor, clientId, query.month));
  }

  @Get('clients/:clientId/best-times')
  @Roles('client', 'admin')
  @MemberRight('see')
  @ApiAnswer(
    [bestTimeSchema],
    200,
    "Weekday × hour slots per network, best first, from the company's own published posts' engagement (a default per network until it has 10); members and admins, 404 for another company",
  )
  bestTimes(@CurrentActor() actor: Actor, @Param('clientId') clientId: string): Promise<BestTime[]> {
    return this.queries.execute(new BestTimesQuery(actor, clientId));
  }
}
