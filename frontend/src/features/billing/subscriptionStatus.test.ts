import { CURRENT_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from '../../shared/contracts';
import { isCurrentStatus, isPaymentFailed, isStripeManaged, subscriptionStatusLabels } from './subscriptionStatus';

describe('subscriptionStatus', () => {
  it('has a German label for every status of the contract', () => {
    expect(SUBSCRIPTION_STATUSES.map((status) => subscriptionStatusLabels[status])).toEqual([
      'Aktiv',
      'Testphase',
      'Zahlung ausstehend',
      'Unbezahlt',
      'Unvollständig',
      'Pausiert',
      'Gekündigt',
    ]);
  });

  it('counts active, trialing and past_due as current', () => {
    expect(SUBSCRIPTION_STATUSES.filter(isCurrentStatus)).toEqual([...CURRENT_SUBSCRIPTION_STATUSES]);
    expect(SUBSCRIPTION_STATUSES.filter(isPaymentFailed)).toEqual(['past_due']);
  });

  it('knows a Stripe subscription by its source', () => {
    expect(isStripeManaged({ source: 'stripe' })).toBe(true);
    expect(isStripeManaged({ source: 'manual' })).toBe(false);
    expect(isStripeManaged(null)).toBe(false);
  });
});
