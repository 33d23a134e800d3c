import { api } from '../../app/api';
import type { BillingRedirect, CreatePlanRequestBody, MyPlanRequest } from '../../shared/contracts';

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client's plan requests, newest first. */
    getMyPlanRequests: build.query<MyPlanRequest[], void>({
      query: () => '/me/plan-requests',
      providesTags: ['Subscription'],
    }),
    requestPlan: build.mutation<MyPlanRequest, CreatePlanRequestBody>({
      query: (body) => ({ url: '/me/plan-requests', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    openBillingPortal: build.mutation<BillingRedirect, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
    }),
  }),
});

export const { useGetMyPlanRequestsQuery, useRequestPlanMutation, useOpenBillingPortalMutation } = billingApi;
