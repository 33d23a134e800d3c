import { ApiProperty } from '@nestjs/swagger';
import type { AdminDashboard, OrderWaitingForDesigner, PersonRef, WaitingDesign } from '../contracts/dashboards.js';
import { CONTENT_TYPES, type ContentType } from '../contracts/projects.js';
import { AdminPlanRequestView } from '../billing/index.js';

class PersonRefView implements PersonRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

class WaitingDesignView implements WaitingDesign {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType!: ContentType;
  @ApiProperty({ type: PersonRefView }) client!: PersonRefView;
  @ApiProperty({ type: PersonRefView, nullable: true }) designer!: PersonRefView | null;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
  @ApiProperty() waitingSeconds!: number;
}

class OrderWaitingForDesignerView implements OrderWaitingForDesigner {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType!: ContentType;
  @ApiProperty({ type: PersonRefView }) client!: PersonRefView;
  @ApiProperty({ format: 'date-time' }) since!: string;
  @ApiProperty() waitingSeconds!: number;
}

class ReviewQueueSection {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [WaitingDesignView] }) items!: WaitingDesignView[];
}

class WaitingForDesignerSection {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [OrderWaitingForDesignerView] }) items!: OrderWaitingForDesignerView[];
}

class PlanRequestsSection {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [AdminPlanRequestView] }) items!: AdminPlanRequestView[];
}

/**
 * GET /api/admin/dashboard, still as classes: its open plan requests are billing's
 * `AdminPlanRequestView`. It becomes a schema in contracts/dashboard-answers.ts once billing's
 * plan requests are one.
 */
export class AdminDashboardView implements AdminDashboard {
  @ApiProperty({ type: ReviewQueueSection }) reviewQueue!: ReviewQueueSection;
  @ApiProperty({ type: WaitingForDesignerSection }) waitingForDesigner!: WaitingForDesignerSection;
  @ApiProperty({ type: PlanRequestsSection }) openPlanRequests!: PlanRequestsSection;
}
