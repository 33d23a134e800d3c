import { api } from '../../shared/api/api';
import type { ContentLimits, MySubscription, PlanInfo } from '../../shared/contracts';

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlanInfo[], void>({
      query: () => '/plans',
      providesTags: ['Plans'],
    }),
    getMyLimits: build.query<ContentLimits, void>({
      query: () => '/me/limits',
      providesTags: ['Limits'],
    }),
    getMySubscription: build.query<MySubscription | null, void>({
      query: () => '/me/subscription',
      // The server answers `null` (or an empty body) without an active subscription.
      transformResponse: (answer: MySubscription | null | undefined) => answer ?? null,
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetPlansQuery, useGetMyLimitsQuery, useGetMySubscriptionQuery } = plansApi;
