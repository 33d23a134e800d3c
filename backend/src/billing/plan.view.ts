import { ApiProperty } from '@nestjs/swagger';
import type { AdminPlan, PlanInfo } from '../contracts/plans.js';
import type { Plan } from './plan.entity.js';

export class PlanView implements PlanInfo {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'CHF per month, 2 decimals' }) price!: number;
  @ApiProperty({ example: 'CHF 490.00' }) priceDisplay!: string;
  @ApiProperty() description!: string;
  @ApiProperty() postLimit!: number;
  @ApiProperty() carouselLimit!: number;
  @ApiProperty() reelLimit!: number;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() isRecommended!: boolean;
  @ApiProperty() ctaLabel!: string;
  @ApiProperty({ nullable: true, type: String }) stripePriceId!: string | null;

  static of(plan: Plan): PlanView {
    return {
      id: plan.id,
      name: plan.name,
      price: Number(plan.price),
      priceDisplay: plan.priceDisplay,
      description: plan.description,
      postLimit: plan.postLimit,
      carouselLimit: plan.carouselLimit,
      reelLimit: plan.reelLimit,
      features: plan.features,
      isRecommended: plan.isRecommended,
      ctaLabel: plan.ctaLabel,
      stripePriceId: plan.stripePriceId ?? null,
    };
  }
}

export class AdminPlanView extends PlanView implements AdminPlan {
  @ApiProperty({ description: 'Off sale: hidden from GET /api/plans, kept by its subscriptions' }) retired!: boolean;
  @ApiProperty() activeSubscriptions!: number;
  @ApiProperty() openRequests!: number;
  @ApiProperty({ description: 'Has subscriptions or open requests: can be retired, not deleted' }) inUse!: boolean;
}
