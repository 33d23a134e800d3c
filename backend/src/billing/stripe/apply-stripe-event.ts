import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { lockClient } from '../../clients/index.js';
import { recordDomainEvent } from '../../outbox/index.js';
import { endCurrentSubscriptions, isCurrent } from '../current-subscription.js';
import { SUBSCRIPTION_LIFECYCLE } from '../domain/subscription-lifecycle.machine.js';
import { Plan } from '../plan.entity.js';
import { closeOpenPlanRequests } from '../plan-requests.js';
import { Subscription } from '../subscription.entity.js';
import {
  stateOf,
  verdictOn,
  type StripeSubscriptionSnapshot,
  type SubscriptionState,
} from '../domain/stripe-subscription.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeGateway } from './stripe-gateway.js';
import { clientOfCustomer } from './stripe-customers.js';

type StripeObject = Record<string, unknown>;
/** A reference in a Stripe object: an id, or the expanded object with its id. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
}

/** The subscription an invoice belongs to (API 2026-10-28: under parent.subscription_details). */
function subscriptionOfInvoice(invoice: StripeObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** What an event asks of the subscription: a whole snapshot to take, or a payment's outcome. */
type Change =
  | { kind: 'snapshot'; state: SubscriptionState }
  | { kind: 'payment'; paid: boolean; stripeSubscriptionId: string; customerId: string }
  | { kind: 'none'; outcome: string };

/**
 * Applies a recorded Stripe event to the client's subscription, once (the event row is locked and
 * marked processed in the same transaction as the change) and never backwards in time (an event
 * older than the state the subscription shows changes nothing; a cancelled one stays cancelled).
 * A subscription that becomes current ends the client's other current one (a manual plan) and
 * answers its open plan requests; a failed payment makes it past_due, which keeps the limits while
 * Stripe retries, and mails the client.
 */
@Injectable()
export class ApplyStripeEvent {
  private readonly logger = new Logger(ApplyStripeEvent.name);

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
  ) {}

  async run(stripeEventId: string): Promise<string> {
    const recorded = await this.em.fork().findOne(StripeEvent, stripeEventId);
    if (!recorded) return 'unknown event';
    if (recorded.processedAt) return recorded.outcome ?? 'already applied';
    // Reading Stripe (the checkout's subscription) happens before the transaction, never inside it.
    const change = await this.changeOf(recorded);
    const outcome = await this.em.fork().transactional(async (em) => {
      const event = await em.findOneOrFail(StripeEvent, stripeEventId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (event.processedAt) return event.outcome ?? 'already applied';
      const result =
        change.kind === 'none' ? change.outcome : await this.apply(em, change, event.stripeCreatedAt, event.id);
      event.processedAt = new Date();
      event.outcome = result.slice(0, 200);
      await em.flush();
      return result;
    });
    this.logger.log(`Stripe event ${stripeEventId} (${recorded.type}): ${outcome}`);
    return outcome;
  }

  private async changeOf(event: StripeEvent): Promise<Change> {
    const object = ((event.payload.data as { object?: StripeObject } | undefined)?.object ?? {}) as StripeObject;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { kind: 'snapshot', state: stateOf(object as unknown as StripeSubscriptionSnapshot) };
      case 'checkout.session.completed': {
        const subscriptionId = idOf(object.subscription);
        if (object.mode !== 'subscription' || !subscriptionId)
          return { kind: 'none', outcome: 'not a subscription checkout' };
        return {
          kind: 'snapshot',
          state: stateOf(
            (await this.stripe.retrieveSubscription(subscriptionId)) as unknown as StripeSubscriptionSnapshot,
          ),
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = subscriptionOfInvoice(object);
        const customerId = idOf(object.customer);
        if (!subscriptionId || !customerId) return { kind: 'none', outcome: 'not a subscription invoice' };
        return {
          kind: 'payment',
          paid: event.type === 'invoice.paid',
          stripeSubscriptionId: subscriptionId,
          customerId,
        };
      }
      default:
        return { kind: 'none', outcome: `not handled: ${event.type}` };
    }
  }

  private async apply(
    em: EntityManager,
    change: Exclude<Change, { kind: 'none' }>,
    eventAt: Date,
    stripeEventId: string,
  ): Promise<string> {
    const customerId = change.kind === 'snapshot' ? change.state.customerId : change.customerId;
    const clientId = await clientOfCustomer(em, customerId);
    if (!clientId) return `unknown customer ${customerId}`;
    // The client's row lock: the admin's plan assignment and other events of this client wait.
    await lockClient(em, clientId);
    return change.kind === 'snapshot'
      ? this.takeSnapshot(em, clientId, change.state, eventAt)
      : this.takePayment(em, clientId, change, eventAt, stripeEventId);
  }

  private async takeSnapshot(
    em: EntityManager,
    clientId: string,
    state: SubscriptionState,
    eventAt: Date,
  ): Promise<string> {
    const plan =
      (state.priceId ? await em.findOne(Plan, { stripePriceId: state.priceId }) : null) ??
      (state.planIdHint ? await em.findOne(Plan, { id: state.planIdHint }) : null);
    if (!plan) return `no plan has the price ${state.priceId ?? '(none)'}`;
    const row = await em.findOne(
      Subscription,
      { stripeSubscriptionId: state.stripeSubscriptionId },
      { populate: ['plan'] },
    );
    const verdict = verdictOn(row, eventAt);
    if (verdict !== 'apply')
      return verdict === 'older' ? 'older than the subscription' : 'subscription already cancelled';
    const wasCurrent = row ? isCurrent(row.status) : false;
    const previousPlanId = row?.plan.id ?? null;
    if (isCurrent(state.status)) {
      // At most one current subscription per client: Stripe's replaces the manual one.
      const others = {
        $or: [{ stripeSubscriptionId: null }, { stripeSubscriptionId: { $ne: state.stripeSubscriptionId } }],
      };
      await endCurrentSubscriptions(em, clientId, others);
    }
    // Stripe's state, taken as the machine takes it (nothing moves a cancelled one, see verdictOn).
    const status = row ? SUBSCRIPTION_LIFECYCLE.next(row.status, { type: 'SYNC', status: state.status }) : state.status;
    if (!status) return 'subscription already cancelled';
    const fields = {
      plan,
      status,
      currentPeriodStart: state.periodStart,
      currentPeriodEnd: state.periodEnd,
      stripeSyncedAt: eventAt,
    };
    if (row) em.assign(row, fields);
    else em.create(Subscription, { user: clientId, stripeSubscriptionId: state.stripeSubscriptionId, ...fields });
    if (isCurrent(state.status) && (!wasCurrent || previousPlanId !== plan.id)) {
      await closeOpenPlanRequests(em, clientId, 'GRANT');
      recordDomainEvent(em, 'SubscriptionActivated', { clientId, planName: plan.name });
    }
    return `${row ? 'updated' : 'created'}: ${state.status}, plan ${plan.name}`;
  }

  private async takePayment(
    em: EntityManager,
    clientId: string,
    change: Extract<Change, { kind: 'payment' }>,
    eventAt: Date,
    stripeEventId: string,
  ): Promise<string> {
    const row = await em.findOne(
      Subscription,
      { stripeSubscriptionId: change.stripeSubscriptionId, user: clientId },
      { populate: ['plan'] },
    );
    if (!row) return 'payment of an unknown subscription';
    const verdict = verdictOn(row, eventAt);
    if (verdict !== 'apply')
      return verdict === 'older' ? 'older than the subscription' : 'subscription already cancelled';
    const next = SUBSCRIPTION_LIFECYCLE.next(row.status, { type: change.paid ? 'PAID' : 'PAYMENT_FAILED' });
    if (change.paid) {
      // Only an owing subscription moves on a paid invoice.
      if (!next) return 'paid';
      em.assign(row, { status: next, stripeSyncedAt: eventAt });
      return `paid: ${next} again`;
    }
    // The failure is told once per Stripe event (this event is applied once).
    recordDomainEvent(em, 'PaymentFailed', { clientId, planName: row.plan.name, stripeEventId });
    if (next) em.assign(row, { status: next, stripeSyncedAt: eventAt });
    return `payment failed: ${row.status}`;
  }
}
