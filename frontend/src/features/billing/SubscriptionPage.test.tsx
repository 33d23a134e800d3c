import { configure, screen, within } from '@testing-library/react';
import type { MyPlanRequest } from '../../shared/contracts';
import { authState, jsonResponse, renderWithProviders, requestedPaths, stubFetch, testUser } from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { basic, business, premium, subscription } from '../plans/testing/fixtures';
import { SubscriptionPage } from './SubscriptionPage';

// On a busy machine antd can take a while in jsdom: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5000 });

function renderPage() {
  // Without antd's style sheets: jsdom matches every rule of them per computed style (see unstyled).
  return renderWithProviders(unstyled(<SubscriptionPage />), { route: '/client/subscription', preloadedState: authState(testUser('client')) });
}

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
    expect(planCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Basic', 'Business', 'Premium']);

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
        const created: MyPlanRequest = { id: 'request-1', planId, plan: business, status: 'open', createdAt: '2026-11-23T10:00:00.000Z', closedAt: null };
        requests = [created];
        return jsonResponse(201, created);
      },
    });
    const { user } = renderPage();

    expect(await screen.findByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.')).toBeInTheDocument();
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
      'GET /api/me/subscription': { body: subscription(business, { stripeSubscriptionId: 'sub_123' }) },
      'GET /api/me/plan-requests': { body: [] },
    });
    renderPage();

    expect(await screen.findByRole('button', { name: /Abo verwalten/ })).toBeInTheDocument();
  });
});
