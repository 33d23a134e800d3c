import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { ProjectDetailView } from './project.views.js';
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
  @ApiOkResponse({ type: [ProjectDetailView] })
  reviewQueue(@CurrentActor() actor: Actor): Promise<ProjectDetailView[]> {
    return this.queries.execute(new ReviewQueueQuery(actor));
  }

  @Get('client/badge')
  @Roles('client')
  @ApiOkResponse({ schema: { properties: { count: { type: 'number' } } }, description: "The client's orders waiting for its review" })
  clientBadge(@CurrentActor() actor: Actor): Promise<{ count: number }> {
    return this.queries.execute(new ClientBadgeQuery(actor));
  }

  @Get('designer/badge')
  @Roles('designer')
  @ApiOkResponse({ schema: { properties: { count: { type: 'number' } } } })
  badge(@CurrentActor() actor: Actor): Promise<{ count: number }> {
    return this.queries.execute(new DesignerBadgeQuery(actor));
  }
}
