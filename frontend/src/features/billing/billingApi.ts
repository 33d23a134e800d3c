import { api } from '../../app/api';
import type { BillingPortal, CreatePlanRequestBody, PlanRequest } from './types';

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPlanRequests: build.query<PlanRequest[], void>({
      query: () => '/me/plan-requests',
      providesTags: ['Subscription'],
    }),
    requestPlan: build.mutation<PlanRequest, CreatePlanRequestBody>({
      query: (body) => ({ url: '/me/plan-requests', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    openBillingPortal: build.mutation<BillingPortal, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
    }),
  }),
});

export const { useGetMyPlanRequestsQuery, useRequestPlanMutation, useOpenBillingPortalMutation } = billingApi;
