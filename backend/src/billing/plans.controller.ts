import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Public, Roles } from '../common/auth/decorators.js';
import { PlanView } from './plan.view.js';
import { GetLimitsQuery, LimitsView } from './queries/get-limits/get-limits.query.js';
import { GetSubscriptionQuery } from './queries/get-subscription/get-subscription.query.js';
import { ListPlansQuery } from './queries/list-plans/list-plans.query.js';
import { SubscriptionView } from './subscription.view.js';

@ApiTags('plans')
@Controller()
export class PlansController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('plans')
  @ApiOkResponse({ type: [PlanView] })
  list(): Promise<PlanView[]> {
    return this.queries.execute(new ListPlansQuery());
  }

  @Get('me/limits')
  @Roles('client')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LimitsView })
  limits(@CurrentActor() actor: Actor): Promise<LimitsView> {
    return this.queries.execute(new GetLimitsQuery(actor.clientId!));
  }

  @Get('me/subscription')
  @Roles('client')
  @ApiBearerAuth()
  @ApiExtraModels(SubscriptionView)
  @ApiOkResponse({ schema: { nullable: true, allOf: [{ $ref: getSchemaPath(SubscriptionView) }] }, description: 'The active subscription, or null when there is none' })
  subscription(@CurrentActor() actor: Actor): Promise<SubscriptionView | null> {
    return this.queries.execute(new GetSubscriptionQuery(actor.clientId!));
  }
}
