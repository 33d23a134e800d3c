import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, type AccountStatus, type AdminClientDetail, type AdminClientListItem, type ClientPlan, type ClientSubscription } from '../contracts/admin.js';
import type { Person } from '../contracts/project-answers.js';
import { AdminPlanRequestView } from '../billing/index.js';
import { BrandingView } from '../clients/index.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionSource, type SubscriptionStatus } from '../contracts/plans.js';

class ClientDesignerView implements Person {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

class ClientPlanView implements ClientPlan {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'CHF per month' }) price!: number;
}

class ClientSubscriptionView implements ClientSubscription {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: SubscriptionStatus;
  @ApiProperty({ enum: ['manual', 'stripe'] }) source!: SubscriptionSource;
  @ApiProperty({ format: 'date-time' }) currentPeriodStart!: string;
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd!: string;
  @ApiProperty({ nullable: true, type: String, description: "The customer in Stripe's dashboard" }) stripeDashboardUrl!: string | null;
}

export class AdminClientListItemView implements AdminClientListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) status!: AccountStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) brandName!: string | null;
  @ApiProperty({ type: ClientDesignerView, nullable: true }) designer!: ClientDesignerView | null;
  @ApiProperty({ type: ClientPlanView, nullable: true, description: 'null: the UI shows "Kostenlos"' }) plan!: ClientPlanView | null;
}

export class AdminClientDetailView extends AdminClientListItemView implements AdminClientDetail {
  @ApiProperty({ type: ClientSubscriptionView, nullable: true }) subscription!: ClientSubscriptionView | null;
  @ApiProperty({ type: BrandingView, nullable: true }) branding!: BrandingView | null;
  @ApiProperty({ type: [AdminPlanRequestView], description: 'Its open plan requests' }) planRequests!: AdminPlanRequestView[];
}
