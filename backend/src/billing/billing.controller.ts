import { Body, Controller, Get, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Public, Roles } from '../common/auth/decorators.js';
import {
  billingConfigSchema,
  billingRedirectSchema,
  stripeReceiptSchema,
  type BillingConfig,
  type BillingRedirect,
  type StripeReceipt,
} from '../contracts/billing-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { OpenPortalCommand } from './commands/open-portal/open-portal.command.js';
import { ReceiveStripeEventCommand } from './commands/receive-stripe-event/receive-stripe-event.command.js';
import { StartCheckoutCommand } from './commands/start-checkout/start-checkout.command.js';
import type { z } from 'zod';
import { checkoutBodySchema } from '../contracts/billing-requests.js';
import { GetBillingConfigQuery } from './queries/get-billing-config/get-billing-config.query.js';

/** Card payments through Stripe (docs/billing.md): checkout, the customer portal and the webhook. */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('config')
  @ApiBearerAuth()
  @ApiAnswer(billingConfigSchema, 200, 'false while Stripe is not configured (plan requests instead)')
  config(): Promise<BillingConfig> {
    return this.queries.execute(new GetBillingConfigQuery());
  }

  @Post('checkout')
  @Roles('client')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiAnswer(
    billingRedirectSchema,
    200,
    'The Checkout session; 503 PAYMENTS_DISABLED, 403 for an admin viewing as the client, 409 PLAN_NOT_PURCHASABLE or STRIPE_MANAGED',
  )
  checkout(
    @CurrentActor() actor: Actor,
    @Body({ schema: checkoutBodySchema }) body: z.output<typeof checkoutBodySchema>,
  ): Promise<BillingRedirect> {
    return this.commands.execute(new StartCheckoutCommand(actor, body.planId));
  }

  @Post('portal')
  @Roles('client')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiAnswer(
    billingRedirectSchema,
    200,
    'The customer portal; 503 PAYMENTS_DISABLED, 403 for an admin viewing as the client, 409 NO_STRIPE_CUSTOMER',
  )
  portal(@CurrentActor() actor: Actor): Promise<BillingRedirect> {
    return this.commands.execute(new OpenPortalCommand(actor));
  }

  /** Stripe's deliveries: the raw body is what the signature covers. */
  @Post('webhook')
  @Public()
  @HttpCode(200)
  @ApiAnswer(
    stripeReceiptSchema,
    200,
    "Stripe's event deliveries, signed (Stripe-Signature); 400 BAD_SIGNATURE otherwise",
  )
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<StripeReceipt> {
    return this.commands.execute(new ReceiveStripeEventCommand(request.rawBody, signature));
  }
}
