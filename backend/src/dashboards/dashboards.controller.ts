import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  adminDashboardSchema,
  designerDashboardStatsSchema,
  designerStatsSchema,
  reviewQueueCountSchema,
  type AdminDashboard,
  type DesignerDashboardStats,
  type DesignerStats,
  type ReviewQueueCount,
} from '../contracts/dashboard-answers.js';
import { designerStatsQuerySchema } from '../contracts/dashboard-requests.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { ApiAnswer } from '../http/api-answer.js';
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
  @ApiAnswer(designerStatsSchema, 200)
  designerStats(
    @Query({ schema: designerStatsQuerySchema }) query: z.output<typeof designerStatsQuerySchema>,
  ): Promise<DesignerStats> {
    return this.queries.execute(new DesignerStatsQuery(query.month ?? currentZurichMonth()));
  }

  @Get('admin/dashboard')
  @Roles('admin')
  @ApiAnswer(adminDashboardSchema, 200)
  adminDashboard(): Promise<AdminDashboard> {
    return this.queries.execute(new AdminDashboardQuery());
  }

  @Get('admin/review-queue/count')
  @Roles('admin')
  @ApiAnswer(reviewQueueCountSchema, 200)
  reviewQueueCount(): Promise<ReviewQueueCount> {
    return this.queries.execute(new ReviewQueueCountQuery());
  }

  @Get('designer/stats')
  @Roles('designer', 'admin')
  @ApiAnswer(designerDashboardStatsSchema, 200)
  designerDashboard(@CurrentActor() actor: Actor): Promise<DesignerDashboardStats> {
    return this.queries.execute(new DesignerDashboardQuery(actor));
  }
}
