import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Subscription } from '../subscription.entity.js';

/**
 * Monthly renewal of plans an admin assigned by hand (no card payment): every active manual
 * subscription whose period has ended gets the next one-month period. Running it twice changes
 * nothing the second time, so a redelivered job is harmless.
 */
@Injectable()
export class RenewManualPeriods {
  constructor(private readonly em: EntityManager) {}

  async run(now = new Date()): Promise<{ renewed: number }> {
    const due = await this.em.find(Subscription, {
      status: 'active',
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
    await this.em.flush();
    return { renewed: due.length };
  }
}
