import { CURRENT_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from './plans.js';
import { SUBSCRIPTION_MEANINGS } from './subscription-meanings.js';

describe("the subscription statuses' meanings", () => {
  it('call current exactly the statuses that give the client its limits', () => {
    expect(SUBSCRIPTION_STATUSES.filter((status) => SUBSCRIPTION_MEANINGS[status].current)).toEqual([
      ...CURRENT_SUBSCRIPTION_STATUSES,
    ]);
  });
});
