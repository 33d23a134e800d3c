import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { MyPlanRequest, MySubscription, PlanInfo } from '../../shared/contracts';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { basic, business, premium, subscription } from '../plans/testing/fixtures';
import { useGetMyLimitsQuery } from '../plans/plansApi';
import { browserNavigation } from './browserNavigation';
import { SubscriptionPage } from './SubscriptionPage';
import { CONFIRM_TIMEOUT_MS } from './useCheckoutReturn';

// On a busy machine antd can take a while in jsdom: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5000 });

function renderPage(route = '/client/subscription') {
  // Without antd's style sheets: jsdom matches every rule of them per computed style (see unstyled).
  return renderWithProviders(unstyled(<SubscriptionPage />), { route, preloadedState: authState(testUser('client')) });
}

/** The page, the router's location, and the dashboard's usage (which must follow a new plan). */
function UsageProbe() {
  useGetMyLimitsQuery();
  return null;
}

function renderReturn(route: string) {
  return renderWithProviders(
    unstyled(
      <>
        <SubscriptionPage />
        <LocationDisplay />
        <UsageProbe />
      </>,
    ),
    { route, preloadedState: authState(testUser('client')) },
  );
}

const manual = (plan: PlanInfo, overrides: Partial<MySubscription> = {}) =>
  subscription(plan, { source: 'manual', ...overrides });
const viaStripe = (plan: PlanInfo, overrides: Partial<MySubscription> = {}) =>
  subscription(plan, { source: 'stripe', stripeSubscriptionId: 'sub_123', ...overrides });

const paymentsOn: FetchRoute = { body: { paymentsEnabled: true } };
const paymentsHint = 'Die Zahlung per Karte folgt in Kürze: Bis dahin schaltet ein Admin deinen gewählten Plan frei.';

function planCards() {
  return screen.getAllByTestId('subscription-plan');
}

function cardOf(name: string) {
  const card = planCards().find((element) => within(element).queryByRole('heading', { name }));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('SubscriptionPage', () => {
  it('lists the plans cheapest first, marks the current one and the plan asked for', async () => {
    const upgradeRequest: MyPlanRequest = {
      id: 'request-1',
      planId: premium.id,
      plan: premium,
      status: 'open',
      createdAt: '2026-11-20T10:00:00.000Z',
      closedAt: null,
    };
    stubFetch({
      // Out of order on purpose: the page sorts by price.
      'GET /api/plans': { body: [premium, basic, business] },
      'GET /api/me/subscription': { body: subscription(business) },
      'GET /api/me/plan-requests': { body: [upgradeRequest] },
    });
    renderPage();

    expect(await screen.findAllByTestId('subscription-plan')).toHaveLength(3);
    expect(planCards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Business',
      'Premium',
    ]);

    const current = cardOf('Business');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
    expect(within(current).getByText('Empfohlen')).toBeInTheDocument();
    expect(within(cardOf('Basic')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();
    expect(within(cardOf('Basic')).queryByText('Aktueller Plan')).not.toBeInTheDocument();
    // The open request: its card cannot ask again, and its state says what happens next.
    expect(within(cardOf('Premium')).getByRole('button', { name: 'Anfrage gesendet' })).toBeDisabled();
    expect(screen.getByTestId('plan-request-state')).toHaveTextContent('Premium');
    expect(screen.getByTestId('plan-request-state')).toHaveTextContent('20.11.2026');
    // No payment subscription: no portal button.
    expect(screen.queryByRole('button', { name: /Abo verwalten/ })).not.toBeInTheDocument();
  });

  it('lists each monthly limit once: features repeating a limit are left out', async () => {
    stubFetch({
      'GET /api/plans': {
        body: [
          basic,
          {
            ...business,
            features: ['16 Posts pro Monat', '6 Carousels pro Monat', '1 Reel pro Monat', 'E-Mail-Support'],
          },
        ],
      },
      'GET /api/me/subscription': { body: subscription(basic) },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();
    await screen.findAllByTestId('subscription-plan');
    const card = cardOf('Business');
    expect(within(card).getAllByText(/Posts/)).toHaveLength(1);
    expect(within(card).getAllByText(/Carousels/)).toHaveLength(1);
    expect(within(card).getAllByText(/Reels?\b/)).toHaveLength(1);
    expect(within(card).getByText('E-Mail-Support')).toBeInTheDocument();
    expect(within(cardOf('Basic')).getAllByText(/Posts/)).toHaveLength(1);
    // One Reel is one Reel.
    expect(within(cardOf('Basic')).getByText('Reel pro Monat', { exact: false }).closest('li')).toHaveTextContent(
      /^1 Reel pro Monat$/,
    );
  });

  it('sets four plans two by two (or four in a row), not three and a lone fourth', async () => {
    stubFetch({
      'GET /api/plans': {
        body: [basic, business, premium, { ...premium, id: 'plan-agentur', name: 'Agentur', price: 2000 }],
      },
      'GET /api/me/subscription': { body: subscription(basic) },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();
    expect(await screen.findAllByTestId('subscription-plan')).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Abonnement' })).toHaveClass('subscription-plans--four');
  });

  it('sends a plan request for a new client and shows "Anfrage gesendet"', async () => {
    let requests: MyPlanRequest[] = [];
    const posted: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/plans': { body: [basic, business, premium] },
      'GET /api/me/subscription': { body: null },
      'GET /api/me/plan-requests': () => jsonResponse(200, requests),
      'POST /api/me/plan-requests': async (request) => {
        const body = (await request.json()) as { planId: string };
        posted.push(body);
        const { planId } = body;
        const created: MyPlanRequest = {
          id: 'request-1',
          planId,
          plan: business,
          status: 'open',
          createdAt: '2026-11-23T10:00:00.000Z',
          closedAt: null,
        };
        requests = [created];
        return jsonResponse(201, created);
      },
    });
    const { user } = renderPage();

    expect(
      await screen.findByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.'),
    ).toBeInTheDocument();
    await user.click(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' }));

    // The toast, the state of the request and the card's button.
    expect(await within(cardOf('Business')).findByRole('button', { name: 'Anfrage gesendet' })).toBeDisabled();
    expect(screen.getByTestId('plan-request-state')).toHaveTextContent('Anfrage gesendet');
    expect(screen.getByTestId('plan-request-state')).toHaveTextContent('Business');
    expect(screen.getByTestId('plan-request-state')).toHaveTextContent('23.11.2026');
    expect(screen.getAllByText('Anfrage gesendet').length).toBeGreaterThanOrEqual(3);
    expect(within(cardOf('Premium')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();

    expect(posted).toEqual([{ planId: 'plan-business' }]);
    // The list of requests is loaded again after the request, newest first.
    expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/me/plan-requests')).toHaveLength(2);
  });

  it('shows the server message when the request is refused, and the plans stay', async () => {
    stubFetch({
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: subscription(basic) },
      'GET /api/me/plan-requests': { body: [] },
      'POST /api/me/plan-requests': {
        status: 409,
        body: { statusCode: 409, code: 'PLAN_RETIRED', message: 'Dieser Plan ist nicht mehr verfügbar' },
      },
    });
    const { user } = renderPage();

    await screen.findByRole('heading', { name: 'Business' });
    await user.click(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' }));

    expect(await screen.findByText('Dieser Plan ist nicht mehr verfügbar')).toBeInTheDocument();
    expect(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    stubFetch({
      'GET /api/plans': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
      'GET /api/me/subscription': { body: null },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();

    expect(await screen.findByText('Fehler beim Laden der Pläne')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('offers "Abo verwalten" only with a payment subscription', async () => {
    stubFetch({
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: viaStripe(business) },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();

    expect(await screen.findByRole('button', { name: /Abo verwalten \(Stripe\)/ })).toBeInTheDocument();
  });

  it('shows the hint about card payments and no portal while payments are off', async () => {
    stubFetch({
      'GET /api/billing/config': { body: { paymentsEnabled: false } },
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: manual(basic) },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();

    expect(await screen.findByText(paymentsHint)).toBeInTheDocument();
    expect(await screen.findAllByTestId('subscription-plan')).toHaveLength(2);
    expect(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Abo verwalten/ })).not.toBeInTheDocument();
  });
});

describe('SubscriptionPage with card payments', () => {
  it('shows the skeleton, not the plan requests, while the configuration loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/billing/config': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: null },
      'GET /api/me/plan-requests': {
        body: [
          {
            id: 'request-1',
            planId: business.id,
            plan: business,
            status: 'open',
            createdAt: '2026-11-20T10:00:00.000Z',
            closedAt: null,
          },
        ],
      },
    });
    renderPage();

    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('GET /api/plans'));
    expect(screen.queryByTestId('subscription-plan')).not.toBeInTheDocument();
    expect(screen.queryByText(paymentsHint)).not.toBeInTheDocument();

    await act(async () => answer(jsonResponse(200, { paymentsEnabled: true })));
    expect(await screen.findAllByTestId('subscription-plan')).toHaveLength(2);
    expect(screen.queryByText(paymentsHint)).not.toBeInTheDocument();
    // An old plan request means nothing once clients pay by card.
    expect(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();
    expect(screen.queryByTestId('plan-request-state')).not.toBeInTheDocument();
  });

  it("starts Stripe's Checkout for the chosen plan in the same tab", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const posted: unknown[] = [];
    stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business, premium] },
      'GET /api/me/subscription': { body: manual(basic) },
      'POST /api/billing/checkout': async (request) => {
        posted.push(await request.json());
        return jsonResponse(201, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
      },
    });
    const { user } = renderPage();

    await screen.findByRole('heading', { name: 'Business' });
    expect(within(cardOf('Basic')).getByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
    expect(screen.queryByText(paymentsHint)).not.toBeInTheDocument();
    await user.click(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(posted).toEqual([{ planId: 'plan-business' }]);
    // A manual subscription has no portal.
    expect(screen.queryByRole('button', { name: /Abo verwalten/ })).not.toBeInTheDocument();
  });

  it("says when the checkout cannot be created, with the server's reason", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: null },
      'POST /api/billing/checkout': {
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'Nur der Kunde selbst kann bezahlen' },
      },
    });
    const { user } = renderPage();

    await screen.findByRole('heading', { name: 'Business' });
    await user.click(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' }));

    expect(await screen.findByText('Fehler beim Erstellen des Checkouts')).toBeInTheDocument();
    expect(screen.getByText('Nur der Kunde selbst kann bezahlen')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(within(cardOf('Business')).getByRole('button', { name: 'Plan wählen' })).toBeEnabled();
  });

  it("sends plan changes of a Stripe subscription to Stripe's portal", async () => {
    const openInNewTab = jest.spyOn(browserNavigation, 'openInNewTab').mockImplementation(() => undefined);
    const fetchMock = stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business, premium] },
      'GET /api/me/subscription': { body: viaStripe(business) },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.com/p/session/1' } },
    });
    const { user } = renderPage();

    await screen.findByRole('heading', { name: 'Premium' });
    expect(screen.getByRole('button', { name: /Abo verwalten \(Stripe\)/ })).toBeInTheDocument();
    expect(within(cardOf('Business')).getByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
    expect(within(cardOf('Basic')).getByRole('button', { name: 'Im Abo-Portal wechseln' })).toBeEnabled();
    await user.click(within(cardOf('Premium')).getByRole('button', { name: 'Im Abo-Portal wechseln' }));

    await waitFor(() => expect(openInNewTab).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'));
    expect(requestedPaths(fetchMock)).not.toContain('POST /api/billing/checkout');
  });

  it('warns when the last payment failed, with the way to the portal', async () => {
    stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: viaStripe(business, { status: 'past_due' }) },
    });
    renderPage();

    const warning = await screen.findByTestId('payment-failed');
    expect(warning).toHaveTextContent(
      'Die letzte Zahlung ist fehlgeschlagen. Bitte aktualisiere deine Zahlungsmethode im Abo-Portal.',
    );
    expect(within(warning).getByRole('button', { name: /Abo verwalten \(Stripe\)/ })).toBeInTheDocument();
    expect(within(cardOf('Business')).getByText('Zahlung ausstehend')).toBeInTheDocument();
  });

  it('has no payment warning while the subscription is active', async () => {
    stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: viaStripe(business) },
    });
    renderPage();

    await screen.findByRole('heading', { name: 'Business' });
    expect(screen.queryByTestId('payment-failed')).not.toBeInTheDocument();
  });
});

describe('SubscriptionPage after the checkout', () => {
  it('waits for the paid plan from the server, not the redirect, then says it is active', async () => {
    let answers = 0;
    const fetchMock = stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business] },
      // Stripe's webhook is not there yet at first: the same plan but not Stripe's, then Stripe's not yet
      // paid, then the paid one.
      'GET /api/me/subscription': () => {
        answers += 1;
        if (answers === 1) return jsonResponse(200, manual(business));
        return jsonResponse(200, answers === 2 ? viaStripe(business, { status: 'incomplete' }) : viaStripe(business));
      },
      'GET /api/me/limits': { body: { planName: 'Basic' } },
    });
    renderReturn('/client/subscription?checkout=success&plan=plan-business');

    expect(await screen.findByText('Zahlung wird bestätigt …')).toBeInTheDocument();
    expect(screen.queryByText(/ist aktiv/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/client/subscription?checkout=success&plan=plan-business',
    );

    expect(
      await screen.findByText('Dein Plan Business ist aktiv.', undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Zahlung wird bestätigt …')).not.toBeInTheDocument();
    expect(answers).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/subscription$/));
    // The usage follows the new plan's limits.
    await waitFor(() =>
      expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/me/limits')).toHaveLength(2),
    );
    // Confirmed: no more polling.
    const asked = answers;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(answers).toBe(asked);
  }, 30_000);

  it('does not take a paid plan other than the one bought', async () => {
    stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business, premium] },
      'GET /api/me/subscription': { body: viaStripe(business) },
    });
    renderReturn('/client/subscription?checkout=success&plan=plan-premium');

    expect(await screen.findByText('Zahlung wird bestätigt …')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Premium' });
    expect(screen.queryByText(/ist aktiv/)).not.toBeInTheDocument();
  });

  it('says when the confirmation takes longer, and checks again on request', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let paid = false;
      stubFetch({
        'GET /api/billing/config': paymentsOn,
        'GET /api/plans': { body: [basic, business] },
        'GET /api/me/subscription': () => jsonResponse(200, paid ? viaStripe(business) : null),
        'GET /api/me/limits': { body: { planName: 'Kein Plan' } },
      });
      const { user } = renderReturn('/client/subscription?checkout=success&plan=plan-business');

      expect(await screen.findByText('Zahlung wird bestätigt …')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(CONFIRM_TIMEOUT_MS + 100);
      });
      const slow =
        'Die Bestätigung der Zahlung dauert länger als erwartet. Du erhältst eine Benachrichtigung, sobald dein Plan aktiv ist.';
      expect(await screen.findByText(slow)).toBeInTheDocument();
      expect(screen.queryByText('Zahlung wird bestätigt …')).not.toBeInTheDocument();

      paid = true;
      await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
      expect(await screen.findByText('Dein Plan Business ist aktiv.')).toBeInTheDocument();
      expect(screen.queryByText(slow)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says that a cancelled checkout charged nothing, and drops the query string', async () => {
    const fetchMock = stubFetch({
      'GET /api/billing/config': paymentsOn,
      'GET /api/plans': { body: [basic, business] },
      'GET /api/me/subscription': { body: null },
    });
    const { user } = renderReturn('/client/subscription?checkout=cancelled');

    expect(await screen.findByText('Der Checkout wurde abgebrochen. Es wurde nichts belastet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/subscription$/));
    expect(screen.getByText('Der Checkout wurde abgebrochen. Es wurde nichts belastet.')).toBeInTheDocument();
    expect(screen.queryByText('Zahlung wird bestätigt …')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path === 'GET /api/me/subscription')).toHaveLength(1);

    await user.click(within(screen.getByTestId('checkout-return')).getByRole('button', { name: /close|schlie/i }));
    await waitFor(() =>
      expect(screen.queryByText('Der Checkout wurde abgebrochen. Es wurde nichts belastet.')).not.toBeInTheDocument(),
    );
  });
});
