import { useState } from 'react';
import { useToast } from '../../shared/toast';
import { useCreateCheckoutMutation, useOpenBillingPortalMutation } from './billingApi';
import { billingFailure } from './billingFailure';
import { browserNavigation } from './browserNavigation';
import { billingTexts as t } from './texts';

/**
 * Starts Stripe's Checkout for a plan. `pendingPlanId` stays set once the browser is on its way, so
 * the button keeps spinning until the page unloads.
 */
export function useCheckout() {
  const toast = useToast();
  const [createCheckout] = useCreateCheckoutMutation();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);

  const start = async (planId: string) => {
    setPendingPlanId(planId);
    try {
      const { url } = await createCheckout({ planId }).unwrap();
      // Same tab: after the await the click no longer counts as the user's gesture, and popup
      // blockers would stop a window.open.
      browserNavigation.assign(url);
    } catch (error) {
      setPendingPlanId(null);
      toast.error(billingFailure(t.checkoutError, error));
    }
  };

  return { start, pendingPlanId };
}

/** Opens Stripe's customer portal ("Abo verwalten") in a new tab (spec 000 §7). */
export function useBillingPortal() {
  const toast = useToast();
  const [openPortal, { isLoading }] = useOpenBillingPortalMutation();

  const open = async (): Promise<boolean> => {
    try {
      const { url } = await openPortal().unwrap();
      browserNavigation.openInNewTab(url);
      return true;
    } catch (error) {
      toast.error(billingFailure(t.portalError, error));
      return false;
    }
  };

  return { open, isLoading };
}
