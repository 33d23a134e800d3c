import { stateOf, verdictOn, type StripeSubscriptionSnapshot } from './stripe-subscription.js';

const snapshot = (status: string): StripeSubscriptionSnapshot => ({
  id: 'sub_1',
  status,
  customer: 'cus_1',
  metadata: { planId: 'plan-1' },
  items: {
    data: [{ price: { id: 'price_pro' }, current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }],
  },
});

describe('a Stripe subscription as ours', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'trialing'],
    ['past_due', 'past_due'],
    ['unpaid', 'unpaid'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'cancelled'],
    ['canceled', 'cancelled'],
    ['paused', 'paused'],
    ['something_new', 'unpaid'],
  ])('%s is %s', (stripe, ours) => {
    expect(stateOf(snapshot(stripe)).status).toBe(ours);
  });

  it("takes the price and the period from Stripe's first item, in seconds", () => {
    expect(stateOf(snapshot('active'))).toMatchObject({
      stripeSubscriptionId: 'sub_1',
      customerId: 'cus_1',
      priceId: 'price_pro',
      planIdHint: 'plan-1',
      periodStart: new Date(1_800_000_000_000),
      periodEnd: new Date(1_802_592_000_000),
    });
  });
});

describe('which events may change a subscription', () => {
  const at = (seconds: number) => new Date(seconds * 1000);

  it('applies to a new one, and to one last changed at the same time or before', () => {
    expect(verdictOn(null, at(10))).toBe('apply');
    expect(verdictOn({ status: 'active', stripeSyncedAt: at(10) }, at(10))).toBe('apply');
    expect(verdictOn({ status: 'past_due', stripeSyncedAt: at(9) }, at(10))).toBe('apply');
  });

  it('never moves one backwards, and never out of cancelled', () => {
    expect(verdictOn({ status: 'active', stripeSyncedAt: at(11) }, at(10))).toBe('older');
    expect(verdictOn({ status: 'cancelled', stripeSyncedAt: at(5) }, at(10))).toBe('ended');
  });
});
