import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { currentZurichMonth } from '../../common/zurich-month.js';
import { recordDomainEvent } from '../../outbox/index.js';
import { Subscription } from '../subscription.entity.js';
import { CURRENT, CURRENT_SQL } from '../current-subscription.js';

/**
 * The monthly job (1st of the month, Europe/Zurich). Plans an admin assigned by hand (no card
 * payment) whose period has ended get the next one-month period; every client with an active plan
 * is told its new quota (QuotaRenewed), once per client and month (quota_renewal's key). Running it
 * twice changes and announces nothing the second time, so a redelivered job is harmless. One
 * transaction: the renewals, the rows and the events commit together.
 */
@Injectable()
export class RenewManualPeriods {
  constructor(private readonly em: EntityManager) {}

  async run(now = new Date()): Promise<{ renewed: number; announced: number }> {
    return this.em.transactional(async (em) => {
      const due = await em.find(Subscription, {
        status: CURRENT,
        stripeSubscriptionId: null,
        currentPeriodEnd: { $lte: now },
      });
      for (const subscription of due) {
        let start = subscription.currentPeriodEnd;
        let end = Subscription.oneMonthFrom(start);
        while (end <= now) {
          start = end;
          end = Subscription.oneMonthFrom(start);
        }
        subscription.currentPeriodStart = start;
        subscription.currentPeriodEnd = end;
      }
      const month = currentZurichMonth(now);
      const announced = await em.getConnection().execute<{ client_id: string }[]>(
        `insert into quota_renewal (client_id, month, created_at)
         select distinct s.user_id, ?, now() from subscription s where s.status in ${CURRENT_SQL}
         on conflict do nothing
         returning client_id`,
        [month],
        'all',
        em.getTransactionContext(),
      );
      for (const { client_id: clientId } of announced) recordDomainEvent(em, 'QuotaRenewed', { clientId, month });
      return { renewed: due.length, announced: announced.length };
    });
  }
}
