import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../shared/api/api';
import { useAppDispatch } from '../../shared/store/hooks';
import type { MySubscription } from '../../shared/contracts';
import { plansApi, useGetMySubscriptionQuery } from '../plans';
import { isCurrentStatus } from './subscriptionStatus';

/** How often and how long the page asks for the subscription after Stripe's Checkout. */
const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_TIMEOUT_MS = 60_000;

/**
 * What the return from Stripe's Checkout (`?checkout=success&plan=…` or `?checkout=cancelled`)
 * shows. `waiting` polls until the subscription arrives; `slow` after the time-out. `attempt`
 * restarts the time-out on "Erneut prüfen".
 */
type CheckoutReturnState =
  { phase: 'none' } | { phase: 'cancelled' } | { phase: 'waiting' | 'slow'; planId: string | null; attempt: number };

type CheckoutReturn =
  { phase: 'none' } | { phase: 'cancelled' } | { phase: 'waiting' | 'slow' } | { phase: 'confirmed'; planName: string };

function fromSearch(search: URLSearchParams): CheckoutReturnState {
  const checkout = search.get('checkout');
  if (checkout === 'success') return { phase: 'waiting', planId: search.get('plan'), attempt: 0 };
  if (checkout === 'cancelled') return { phase: 'cancelled' };
  return { phase: 'none' };
}

/** The paid plan has arrived: Stripe's, the plan paid for, and current. */
function isConfirmed(
  subscription: MySubscription | null | undefined,
  planId: string | null,
): subscription is MySubscription {
  return Boolean(
    subscription &&
    subscription.source === 'stripe' &&
    (planId === null || subscription.plan.id === planId) &&
    isCurrentStatus(subscription.status),
  );
}

/**
 * The return from Stripe's Checkout. The redirect proves nothing (anyone can type the URL): the plan
 * is active only once the server, told by Stripe's webhook, answers with it.
 */
export function useCheckoutReturn() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CheckoutReturnState>(() => fromSearch(search));

  const awaited = state.phase === 'waiting' || state.phase === 'slow' ? state : null;
  const { data: subscription, refetch } = useGetMySubscriptionQuery(undefined, { skip: awaited === null });
  const confirmed = awaited !== null && isConfirmed(subscription, awaited.planId);
  const polling = state.phase === 'waiting' && !confirmed;
  // A second subscription only for the polling, which stops with the confirmation.
  plansApi.endpoints.getMySubscription.useQuerySubscription(undefined, {
    pollingInterval: polling ? CONFIRM_POLL_MS : 0,
    skip: !polling,
  });
  const attempt = awaited?.attempt ?? 0;
  const hasCheckoutQuery = search.has('checkout');

  // At most CONFIRM_TIMEOUT_MS per attempt, then the "takes longer" warning.
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setState((current) => (current.phase === 'waiting' ? { ...current, phase: 'slow' } : current));
    }, CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [polling, attempt]);

  // Confirmed: the dashboard's usage follows the new plan's limits.
  useEffect(() => {
    if (confirmed) dispatch(api.util.invalidateTags(['Limits']));
  }, [confirmed, dispatch]);

  // Once handled, the query string goes, so that a reload does not start over.
  const handled = confirmed || state.phase === 'cancelled';
  useEffect(() => {
    if (handled && hasCheckoutQuery) navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [handled, hasCheckoutQuery, navigate, location.pathname]);

  const checkAgain = () => {
    setState((current) =>
      current.phase === 'slow' ? { ...current, phase: 'waiting', attempt: current.attempt + 1 } : current,
    );
    void refetch();
  };

  let result: CheckoutReturn;
  if (confirmed) result = { phase: 'confirmed', planName: subscription.plan.name };
  else if (awaited) result = { phase: awaited.phase };
  else result = state;

  return { checkoutReturn: result, checkAgain };
}
