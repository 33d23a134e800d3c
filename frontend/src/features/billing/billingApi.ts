import { api } from '../../shared/api/api';
import type {
  BillingConfig,
  BillingRedirect,
  CheckoutBody,
  CreatePlanRequestBody,
  MyPlanRequest,
} from '../../shared/contracts';

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether clients pay by card (Stripe) or ask an admin for a plan; it changes only with a deployment. */
    getBillingConfig: build.query<BillingConfig, void>({
      query: () => '/billing/config',
      keepUnusedDataFor: 600,
    }),
    /** The client's plan requests, newest first. */
    getMyPlanRequests: build.query<MyPlanRequest[], void>({
      query: () => '/me/plan-requests',
      providesTags: ['Subscription'],
    }),
    requestPlan: build.mutation<MyPlanRequest, CreatePlanRequestBody>({
      query: (body) => ({ url: '/me/plan-requests', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    /** Stripe's Checkout page for the plan; the subscription itself arrives later through Stripe's webhook. */
    createCheckout: build.mutation<BillingRedirect, CheckoutBody>({
      query: (body) => ({ url: '/billing/checkout', method: 'POST', body }),
    }),
    openBillingPortal: build.mutation<BillingRedirect, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
    }),
  }),
});

export const {
  useGetBillingConfigQuery,
  useGetMyPlanRequestsQuery,
  useRequestPlanMutation,
  useCreateCheckoutMutation,
  useOpenBillingPortalMutation,
} = billingApi;
