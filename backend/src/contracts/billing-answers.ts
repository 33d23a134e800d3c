/** Billing's answers as zod schemas (apart from plans.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';

/** POST /api/billing/checkout and POST /api/billing/portal: the payment provider's page to open. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.output<typeof billingRedirectSchema>;

/** GET /api/billing/config: whether clients pay by card (Stripe configured) or ask the admin for a plan. */
export const billingConfigSchema = z.object({ paymentsEnabled: z.boolean().describe('false while Stripe is not configured (plan requests instead)') });
export type BillingConfig = z.output<typeof billingConfigSchema>;

/** POST /api/billing/webhook: Stripe's delivery was taken (`duplicate`: it had been before, and was applied once). */
export const stripeReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type StripeReceipt = z.output<typeof stripeReceiptSchema>;
