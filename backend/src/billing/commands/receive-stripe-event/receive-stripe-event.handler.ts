import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordDomainEvent } from '../../../outbox/index.js';
import { StripeGateway } from '../../stripe/stripe-gateway.js';
import { ReceiveStripeEventCommand } from './receive-stripe-event.command.js';

/**
 * Verifies the signature (400, nothing written, when it fails), then in one transaction records the
 * event by Stripe's id and, only if it is new, the StripeEventReceived domain event the `billing`
 * worker applies. Answers at once: Stripe retries slow answers. A repeat delivery answers 200 and
 * changes nothing.
 */
@CommandHandler(ReceiveStripeEventCommand)
export class ReceiveStripeEventHandler implements ICommandHandler<ReceiveStripeEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
  ) {}

  async execute({ rawBody, signature }: ReceiveStripeEventCommand): Promise<{ received: true; duplicate: boolean }> {
    const event = this.stripe.verify(rawBody, signature);
    const recorded = await this.em.fork().transactional(async (em) => {
      const inserted = await em.getConnection().execute<{ id: string }[]>(
        `insert into stripe_event (id, type, stripe_created_at, payload, received_at)
         values (?, ?, to_timestamp(?), ?::jsonb, now()) on conflict (id) do nothing returning id`,
        [event.id, event.type, event.created, JSON.stringify(event)],
        'all',
        em.getTransactionContext(),
      );
      if (!inserted.length) return false;
      recordDomainEvent(em, 'StripeEventReceived', { stripeEventId: event.id });
      await em.flush();
      return true;
    });
    return { received: true, duplicate: !recorded };
  }
}
