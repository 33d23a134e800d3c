import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BILLING_TEXTS } from '../billing-texts.js';

/** The SDK's options for STRIPE_API_URL: Stripe itself, or a compatible server (the tests' stand-in). */
function connectionOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export interface CheckoutRequest {
  customerId: string;
  priceId: string;
  clientId: string;
  planId: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The calls the product makes to Stripe, through the official SDK, and the webhook's signature check.
 * Without STRIPE_SECRET_KEY every call answers 503 PAYMENTS_DISABLED.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger(StripeGateway.name);
  private readonly stripe: Stripe | null;
  private readonly webhookSecret: string | null;
  private readonly testMode: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const settings = config.stripe;
    this.webhookSecret = settings?.webhookSecret ?? null;
    this.testMode = /^(sk|rk)_test_/.test(settings?.secretKey ?? '');
    this.stripe = settings
      ? new Stripe(settings.secretKey, {
          ...connectionOf(settings.apiUrl),
          maxNetworkRetries: 2,
          timeout: 15_000,
          appInfo: { name: 'ContentFlow' },
        })
      : null;
  }

  get enabled(): boolean {
    return this.stripe !== null;
  }

  private sdk(): Stripe {
    if (!this.stripe) throw new AppError(503, 'PAYMENTS_DISABLED', BILLING_TEXTS.disabled);
    return this.stripe;
  }

  /** A Stripe failure is the client's "try later", not a 500; the reason goes to the log. */
  private async call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.sdk();
    try {
      return await run(stripe);
    } catch (error) {
      this.logger.warn(`Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError(502, 'INTERNAL', BILLING_TEXTS.unavailable);
    }
  }

  /**
   * The client's customer. The idempotency key makes two checkouts started at once (two tabs, two
   * API processes) get the same customer from Stripe; the caller keeps the first one stored.
   */
  createCustomer(clientId: string, email: string, name: string): Promise<string> {
    return this.call('customer', async (stripe) => {
      const customer = await stripe.customers.create(
        { email, name, metadata: { clientId } },
        { idempotencyKey: `contentflow-customer-${clientId}` },
      );
      return customer.id;
    });
  }

  /** A Checkout session in subscription mode for the plan's price; the webhook says when it is paid. */
  createCheckout(request: CheckoutRequest): Promise<string> {
    return this.call('checkout', async (stripe) => {
      const metadata = { clientId: request.clientId, planId: request.planId };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.clientId,
        line_items: [{ price: request.priceId, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Checkout session without a URL');
      return session.url;
    });
  }

  createPortal(customerId: string, returnUrl: string): Promise<string> {
    return this.call(
      'portal',
      async (stripe) =>
        (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
    );
  }

  retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.call('subscription', (stripe) => stripe.subscriptions.retrieve(subscriptionId));
  }

  /** The event, if the body is Stripe's and signed with our secret (and recent); 400 otherwise. */
  verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    const stripe = this.sdk();
    if (!rawBody || !signature) throw new AppError(400, 'BAD_SIGNATURE', BILLING_TEXTS.badSignature);
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret!);
    } catch {
      throw new AppError(400, 'BAD_SIGNATURE', BILLING_TEXTS.badSignature);
    }
  }

  /** The customer in Stripe's dashboard (its test-mode pages for a test key). */
  dashboardUrl(customerId: string): string {
    return `https://dashboard.stripe.com/${this.testMode ? 'test/' : ''}customers/${encodeURIComponent(customerId)}`;
  }
}
