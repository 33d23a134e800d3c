import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Actor } from '../../common/auth/actor.js';
import { CurrentActor, MemberRight, Roles } from '../../common/auth/decorators.js';
import {
  badgeSchema,
  overdueBoardSchema,
  reviewQueueAnswerSchema,
  type OverdueBoard,
  type ProjectDetail,
  type ReviewQueuePage,
} from '../../contracts/project-answers.js';
import { reviewQueueQuerySchema } from '../../contracts/project-requests.js';
import { REVIEW_QUEUE_LIST_LIMIT } from '../../contracts/lists.js';
import { ApiAnswer } from '../../http/api-answer.js';
import { ClientBadgeQuery } from '../lifecycle/queries/client-badge/client-badge.query.js';
import { DesignerBadgeQuery } from '../lifecycle/queries/designer-badge/designer-badge.query.js';
import { OverdueProjectsQuery } from '../lifecycle/queries/overdue-projects/overdue-projects.query.js';
import { ReviewQueueQuery } from './queries/review-queue/review-queue.query.js';

@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class ReviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('admin/review-queue')
  @Roles('admin')
  @ApiAnswer(
    reviewQueueAnswerSchema,
    200,
    `With \`page\` or \`pageSize\`: a page (10 per page unless asked); without: a list of the ${REVIEW_QUEUE_LIST_LIMIT} oldest`,
  )
  reviewQueue(
    @CurrentActor() actor: Actor,
    @Query({ schema: reviewQueueQuerySchema }) query: z.output<typeof reviewQueueQuerySchema>,
  ): Promise<ReviewQueuePage | ProjectDetail[]> {
    const paged = query.page !== undefined || query.pageSize !== undefined;
    return this.queries.execute(
      new ReviewQueueQuery(actor, paged ? { page: query.page ?? 1, pageSize: query.pageSize ?? 10 } : 'oldest'),
    );
  }

  @Get('admin/overdue')
  @Roles('admin')
  @ApiAnswer(
    overdueBoardSchema,
    200,
    'The most overdue orders (at most 100, soonest due first), grouped by who owes the next move',
  )
  overdue(@CurrentActor() actor: Actor): Promise<OverdueBoard> {
    return this.queries.execute(new OverdueProjectsQuery(actor));
  }

  @Get('client/badge')
  @Roles('client')
  @MemberRight('see')
  @ApiAnswer(badgeSchema, 200, "The client's orders waiting for its review")
  clientBadge(@CurrentActor() actor: Actor): Promise<{ count: number }> {
    return this.queries.execute(new ClientBadgeQuery(actor));
  }

  @Get('designer/badge')
  @Roles('designer')
  @ApiAnswer(badgeSchema, 200, "The designer's orders in status new or review")
  badge(@CurrentActor() actor: Actor): Promise<{ count: number }> {
    return this.queries.execute(new DesignerBadgeQuery(actor));
  }
}
