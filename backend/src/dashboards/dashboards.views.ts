import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminDashboard, DesignerDashboardStats, DesignerStats, DesignerStatsRow, OrderCounts, OrderWaitingForDesigner, PersonRef, WaitingDesign,
} from '../contracts/dashboards.js';
import { CONTENT_TYPES, STATS_BUCKETS, type ContentType, type StatsBucket } from '../contracts/projects.js';
import { AdminPlanRequestView } from '../billing/index.js';

const countsBy = (keys: readonly string[]) => ({
  type: 'object' as const,
  additionalProperties: false,
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'number' as const }])),
});

class OrderCountsView implements OrderCounts {
  @ApiProperty() total!: number;
  @ApiProperty({ ...countsBy(STATS_BUCKETS), description: 'new = new and waiting for a designer, review = admin review and client review' }) byStatus!: Record<StatsBucket, number>;
  @ApiProperty(countsBy(CONTENT_TYPES)) byContentType!: Record<ContentType, number>;
}

class DesignerStatsRowView extends OrderCountsView implements DesignerStatsRow {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Tells designers of the same name apart' }) email!: string;
  @ApiProperty({ example: 'DD' }) initials!: string;
  @ApiProperty({ description: 'Admin approvals made in the month on the designer’s orders' }) approved!: number;
  @ApiProperty({ description: 'Admin rejections made in the month on the designer’s orders' }) rejected!: number;
}

export class DesignerStatsView implements DesignerStats {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ type: [DesignerStatsRowView] }) designers!: DesignerStatsRowView[];
  @ApiProperty({ type: OrderCountsView, description: 'Orders of the month without a designer (waiting for one)' }) unassigned!: OrderCountsView;
}

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

export class AdminDashboardView implements AdminDashboard {
  @ApiProperty({ type: ReviewQueueSection }) reviewQueue!: ReviewQueueSection;
  @ApiProperty({ type: WaitingForDesignerSection }) waitingForDesigner!: WaitingForDesignerSection;
  @ApiProperty({ type: PlanRequestsSection }) openPlanRequests!: PlanRequestsSection;
}

export class DesignerDashboardView implements DesignerDashboardStats {
  @ApiProperty() total!: number;
  @ApiProperty() new!: number;
  @ApiProperty() inProgress!: number;
  @ApiProperty() adminReview!: number;
  @ApiProperty() clientReview!: number;
  @ApiProperty() completed!: number;
}
