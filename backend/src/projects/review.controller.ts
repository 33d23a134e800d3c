import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { badgeSchema, projectDetailSchema, type ProjectDetail } from '../contracts/project-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { ClientBadgeQuery } from './queries/client-badge/client-badge.query.js';
import { DesignerBadgeQuery } from './queries/designer-badge/designer-badge.query.js';
import { ReviewQueueQuery } from './queries/review-queue/review-queue.query.js';

@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class ReviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('admin/review-queue')
  @Roles('admin')
  @ApiAnswer([projectDetailSchema])
  reviewQueue(@CurrentActor() actor: Actor): Promise<ProjectDetail[]> {
    return this.queries.execute(new ReviewQueueQuery(actor));
  }

  @Get('client/badge')
  @Roles('client')
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
