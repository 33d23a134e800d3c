import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, MemberRight, Public, Roles } from '../common/auth/decorators.js';
import {
  contentLimitsSchema,
  mySubscriptionSchema,
  planInfoSchema,
  type ContentLimits,
  type MySubscription,
  type PlanInfo,
} from '../contracts/billing-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { GetLimitsQuery } from './queries/get-limits/get-limits.query.js';
import { GetSubscriptionQuery } from './queries/get-subscription/get-subscription.query.js';
import { ListPlansQuery } from './queries/list-plans/list-plans.query.js';

@ApiTags('plans')
@Controller()
export class PlansController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('plans')
  @ApiAnswer([planInfoSchema], 200)
  list(): Promise<PlanInfo[]> {
    return this.queries.execute(new ListPlansQuery());
  }

  @Get('me/limits')
  @Roles('client')
  @MemberRight('see')
  @ApiBearerAuth()
  @ApiAnswer(contentLimitsSchema, 200)
  limits(@CurrentActor() actor: Actor): Promise<ContentLimits> {
    return this.queries.execute(new GetLimitsQuery(actor.clientId!));
  }

  @Get('me/subscription')
  @Roles('client')
  @ApiBearerAuth()
  @ApiAnswer(mySubscriptionSchema.nullable(), 200, 'The active subscription, or null when there is none')
  subscription(@CurrentActor() actor: Actor): Promise<MySubscription | null> {
    return this.queries.execute(new GetSubscriptionQuery(actor.clientId!));
  }
}
