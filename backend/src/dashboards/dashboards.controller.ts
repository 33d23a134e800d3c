import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { designerStatsQuerySchema } from '../contracts/dashboard-requests.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { AdminDashboardView, DesignerDashboardView, DesignerStatsView } from './dashboards.views.js';
import { AdminDashboardQuery } from './queries/admin-dashboard/admin-dashboard.query.js';
import { DesignerDashboardQuery } from './queries/designer-dashboard/designer-dashboard.query.js';
import { DesignerStatsQuery } from './queries/designer-stats/designer-stats.query.js';
import { ReviewQueueCountQuery } from './queries/review-queue-count/review-queue-count.query.js';
import { currentZurichMonth } from '../common/zurich-month.js';

/** The numbers of the dashboards: the admin's waiting work and designer statistics, the designer's counters. */
@ApiTags('dashboards')
@ApiBearerAuth()
@Controller()
export class DashboardsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('admin/designer-stats')
  @Roles('admin')
  @ApiOkResponse({ type: DesignerStatsView })
  designerStats(@Query({ schema: designerStatsQuerySchema }) query: z.output<typeof designerStatsQuerySchema>): Promise<DesignerStatsView> {
    return this.queries.execute(new DesignerStatsQuery(query.month ?? currentZurichMonth()));
  }

  @Get('admin/dashboard')
  @Roles('admin')
  @ApiOkResponse({ type: AdminDashboardView })
  adminDashboard(): Promise<AdminDashboardView> {
    return this.queries.execute(new AdminDashboardQuery());
  }

  @Get('admin/review-queue/count')
  @Roles('admin')
  @ApiOkResponse({ schema: { properties: { count: { type: 'number' } } } })
  reviewQueueCount(): Promise<{ count: number }> {
    return this.queries.execute(new ReviewQueueCountQuery());
  }

  @Get('designer/stats')
  @Roles('designer', 'admin')
  @ApiOkResponse({ type: DesignerDashboardView })
  designerDashboard(@CurrentActor() actor: Actor): Promise<DesignerDashboardView> {
    return this.queries.execute(new DesignerDashboardQuery(actor));
  }
}
