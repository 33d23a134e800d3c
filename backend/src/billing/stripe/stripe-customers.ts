import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../accounts/index.js';
import { StripeCustomer } from './stripe-customer.entity.js';
import type { StripeGateway } from './stripe-gateway.js';

/**
 * The client's Stripe customer, made at its first checkout and kept. Two checkouts at once get the
 * same customer from Stripe (idempotency key) and the first stored row wins (the primary key).
 */
export async function customerOf(em: EntityManager, gateway: StripeGateway, client: Account): Promise<string> {
  const known = await em.findOne(StripeCustomer, { client: client.id });
  if (known) return known.customerId;
  const customerId = await gateway.createCustomer(client.id, client.email, client.name);
  await em
    .getConnection()
    .execute(
      'insert into stripe_customer (client_id, customer_id, created_at) values (?, ?, now()) on conflict do nothing',
      [client.id, customerId],
    );
  return (await em.fork().findOneOrFail(StripeCustomer, { client: client.id })).customerId;
}

/** The client a Stripe customer is, or null for a customer that is not one of ours. */
export async function clientOfCustomer(em: EntityManager, customerId: string): Promise<string | null> {
  return (await em.findOne(StripeCustomer, { customerId }))?.client.id ?? null;
}
