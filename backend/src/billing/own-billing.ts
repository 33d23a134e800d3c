import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { BILLING_TEXTS } from './billing-texts.js';
import type { StripeGateway } from './stripe/stripe-gateway.js';

/**
 * Checkout and portal: payments must be on (503), and it is the client itself, not an admin in the
 * client's view (403: the card, the contract and the portal session are the customer's). Its id.
 */
export function ownBillingClient(stripe: StripeGateway, actor: Actor): string {
  if (!stripe.enabled) throw new AppError(503, 'PAYMENTS_DISABLED', BILLING_TEXTS.disabled);
  if (actor.isAdmin) throw AppError.forbidden(BILLING_TEXTS.ownOnly);
  return actor.clientId!;
}
