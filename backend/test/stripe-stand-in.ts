import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A call the product made: method, path and the form-encoded parameters as the SDK sent them. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export const WEBHOOK_SECRET = 'whsec_stand_in_secret';

/** A Stripe subscription object as the API answers it (API 2026-10-28: the period is per item). */
export function stripeSubscription(
  id: string,
  customer: string,
  priceId: string,
  status = 'active',
  period = { start: 1_800_000_000, end: 1_802_592_000 },
) {
  return {
    id,
    object: 'subscription',
    status,
    customer,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: priceId, object: 'price' },
          current_period_start: period.start,
          current_period_end: period.end,
        },
      ],
    },
  };
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let raw = '';
  for await (const part of request) raw += String(part);
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * A local server that answers the Stripe API calls the product makes (customers, Checkout and portal
 * sessions, reading a subscription) in Stripe's wire format, so the real `stripe` SDK is the code
 * under test; and webhook deliveries signed with the SDK's own test-header helper.
 */
export class StripeStandIn {
  readonly calls: StripeCall[] = [];
  /** What GET /v1/subscriptions/:id answers, by id. */
  readonly subscriptions = new Map<string, unknown>();
  private readonly byIdempotencyKey = new Map<string, unknown>();
  /** The Checkout sessions made, by id, with what the hosted page needs. */
  private readonly sessions = new Map<string, { customer: string; price: string; successUrl: string }>();
  /**
   * Where the hosted Checkout page delivers `checkout.session.completed` once "paid" (the product's
   * webhook URL); without it the page only redirects.
   */
  webhookUrl: string | null = null;
  private readonly server: Server;
  private counter = 0;
  private baseUrl = '';

  constructor() {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error) => response.writeHead(500).end(String(error)));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  callsTo(path: string): StripeCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private next(prefix: string): string {
    this.counter += 1;
    return `${prefix}_standin${this.counter}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path.startsWith('/pay/'))
      return this.pay(decodeURIComponent(path.slice('/pay/'.length)), response);
    const params = request.method === 'POST' ? await formOf(request) : {};
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.calls.push({ method: request.method ?? '', path, params, idempotencyKey });
    const send = (status: number, body: unknown): void => {
      response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' })
        .end(JSON.stringify(body));
    };

    if (idempotencyKey && this.byIdempotencyKey.has(idempotencyKey))
      return send(200, this.byIdempotencyKey.get(idempotencyKey));
    let body: unknown;
    if (request.method === 'POST' && path === '/v1/customers') {
      body = {
        id: this.next('cus'),
        object: 'customer',
        email: params.email,
        name: params.name,
        metadata: { clientId: params['metadata[clientId]'] },
      };
    } else if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.next('cs');
      this.sessions.set(id, {
        customer: params.customer,
        price: params['line_items[0][price]'],
        successUrl: params.success_url.replace('{CHECKOUT_SESSION_ID}', id),
      });
      body = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id,
        url: `${this.baseUrl}/pay/${id}`,
      };
    } else if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      body = {
        id: this.next('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${this.baseUrl}/portal/${params.customer}`,
      };
    } else if (request.method === 'GET' && path.startsWith('/v1/subscriptions/')) {
      const subscription = this.subscriptions.get(decodeURIComponent(path.slice('/v1/subscriptions/'.length)));
      if (!subscription)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        });
      body = subscription;
    } else {
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    }
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, body);
    send(200, body);
  }

  /**
   * The hosted Checkout page, paid at once: the subscription exists at "Stripe", the signed
   * `checkout.session.completed` goes to the webhook, and the browser returns to the success URL.
   */
  private async pay(sessionId: string, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    const subscriptionId = `sub_${sessionId}`;
    this.subscriptions.set(subscriptionId, stripeSubscription(subscriptionId, session.customer, session.price));
    if (this.webhookUrl) {
      const delivery = signedEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        customer: session.customer,
        subscription: subscriptionId,
      });
      const answer = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.payload,
      });
      if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
    }
    response.writeHead(303, { location: session.successUrl }).end();
  }
}

let eventCounter = 0;

/** A webhook delivery as Stripe sends it: the event's JSON and its `Stripe-Signature` header. */
export function signedEvent(
  type: string,
  object: unknown,
  {
    id,
    created = Math.floor(Date.now() / 1000),
    secret = WEBHOOK_SECRET,
  }: { id?: string; created?: number; secret?: string } = {},
): { id: string; payload: string; signature: string } {
  eventCounter += 1;
  const eventId = id ?? `evt_standin${eventCounter}_${Date.now()}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  });
  return { id: eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
