import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller.js';
import { AdminDashboardHandler } from './queries/admin-dashboard/admin-dashboard.handler.js';
import { DesignerDashboardHandler } from './queries/designer-dashboard/designer-dashboard.handler.js';
import { DesignerStatsHandler } from './queries/designer-stats/designer-stats.handler.js';
import { ReviewQueueCountHandler } from './queries/review-queue-count/review-queue-count.handler.js';

/** Read models of the dashboards and the designer statistics (SQL over orders, reviews and plans). */
@Module({
  controllers: [DashboardsController],
  providers: [DesignerStatsHandler, AdminDashboardHandler, ReviewQueueCountHandler, DesignerDashboardHandler],
})
export class DashboardsModule {}
