import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authState, jsonResponse, LocationDisplay, renderWithProviders, stubFetch } from '../../../test/test-utils';
import { planInfo } from '../../plans/testing/fixtures';
import type { Plan } from '../../plans/types';
import { PricingSection } from './PricingSection';

function plan(overrides: Partial<Plan>): Plan {
  return {
    ...planInfo({
      id: 'plan-basic',
      name: 'Basic',
      price: 99,
      description: 'Für den Einstieg',
      features: ['4 Posts pro Monat'],
    }),
    ctaLabel: null,
    ...overrides,
  };
}

function renderPricing() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<PricingSection />} />
      <Route path="/auth" element={<LocationDisplay />} />
    </Routes>,
    { preloadedState: authState(null) },
  );
}

const eightFeatures = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'];

describe('PricingSection', () => {
  it('shows the plans with the "Empfohlen" badge and at most six features each', async () => {
    stubFetch({
      'GET /api/plans': {
        body: [
          plan({}),
          plan({
            id: 'plan-pro',
            name: 'Pro',
            price: 249,
            priceDisplay: 'CHF 249.00 / Monat',
            description: 'Für wachsende Teams',
            features: eightFeatures,
            isRecommended: true,
            ctaLabel: 'Pro wählen',
          }),
        ],
      },
    });
    renderPricing();

    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByText('Empfohlen')).toHaveLength(1);

    const pro = cards[1];
    expect(within(pro).getByText('Empfohlen')).toBeInTheDocument();
    expect(within(pro).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(within(pro).getByText('Für wachsende Teams')).toBeInTheDocument();
    expect(within(pro).getByText('CHF 249.00 / Monat')).toBeInTheDocument();
    expect(within(pro).getAllByRole('listitem')).toHaveLength(6);
    expect(within(pro).queryByText('F7')).not.toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Pro wählen' })).toBeInTheDocument();

    // Without a label of its own, a plan's button reads "Plan wählen".
    expect(within(cards[0]).getByRole('button', { name: 'Plan wählen' })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-fallback')).not.toBeInTheDocument();
    expect(
      screen.getByText('Detaillierte Preise und alle Leistungen sehen Sie nach dem Login in Ihrem Account.'),
    ).toBeInTheDocument();
  });

  it('sets four plans side by side (two by two on a tablet), not three and a lone fourth', async () => {
    stubFetch({
      'GET /api/plans': {
        body: ['Basic', 'Plus', 'Pro', 'Agentur'].map((name, index) =>
          plan({ id: `plan-${index}`, name, price: 100 * (index + 1) }),
        ),
      },
    });
    renderPricing();
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
    expect(screen.getByTestId('pricing-grid')).toHaveClass('landing-grid--4');
  });

  it('keeps three plans in one row of three', async () => {
    stubFetch({
      'GET /api/plans': { body: ['Basic', 'Plus', 'Pro'].map((name, index) => plan({ id: `plan-${index}`, name })) },
    });
    renderPricing();
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(3);
    expect(screen.getByTestId('pricing-grid')).toHaveClass('landing-grid--3');
  });

  it("holds the plans' place while they load, then shows them", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ 'GET /api/plans': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPricing();

    const placeholders = screen.getByRole('list', { name: 'Pläne werden geladen' });
    expect(placeholders).toHaveAttribute('aria-busy', 'true');
    expect(within(placeholders).getAllByTestId('plan-placeholder')).toHaveLength(3);
    expect(screen.queryByTestId('plan-fallback')).not.toBeInTheDocument();

    answer(jsonResponse(200, [plan({})]));

    expect(await screen.findByTestId('plan-card')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pläne werden geladen' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-placeholder')).not.toBeInTheDocument();
  });

  it('stops the request when the section goes away', async () => {
    let request: Request | undefined;
    stubFetch({
      'GET /api/plans': (received) => {
        request = received;
        return new Promise<Response>(() => undefined);
      },
    });
    const { unmount } = renderPricing();
    await waitFor(() => expect(request).toBeDefined());
    expect(request?.signal.aborted).toBe(false);

    unmount();

    expect(request?.signal.aborted).toBe(true);
  });

  it('sends every plan button to /auth', async () => {
    stubFetch({ 'GET /api/plans': { body: [plan({})] } });
    const { user } = renderPricing();

    await user.click(await screen.findByRole('button', { name: 'Plan wählen' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('shows one fallback card when there are no plans', async () => {
    stubFetch({ 'GET /api/plans': { body: [] } });
    renderPricing();

    const fallback = await screen.findByTestId('plan-fallback');
    expect(within(fallback).getByText('Preise im Account')).toBeInTheDocument();
    expect(within(fallback).getByText('Melden Sie sich an, um Details zu sehen')).toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Jetzt anmelden' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('plan-card')).toHaveLength(0);
  });

  it('falls back silently when the plans cannot be loaded', async () => {
    stubFetch({
      'GET /api/plans': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Serverfehler' } },
    });
    renderPricing();

    expect(await screen.findByText('Preise im Account')).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-fallback')).toHaveLength(1);
    expect(screen.queryByText('Serverfehler')).not.toBeInTheDocument();
  });
});
