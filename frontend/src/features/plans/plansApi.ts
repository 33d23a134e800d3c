import { api } from '../../app/api';
import type { ContentLimits, Plan, Subscription } from './types';

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/plans',
      providesTags: ['Plans'],
    }),
    getMyLimits: build.query<ContentLimits, void>({
      query: () => '/me/limits',
      providesTags: ['Limits'],
    }),
    getMySubscription: build.query<Subscription | null, void>({
      query: () => '/me/subscription',
      // The server answers `null` (or an empty body) without an active subscription.
      transformResponse: (answer: Subscription | null | undefined) => answer ?? null,
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetPlansQuery, useGetMyLimitsQuery, useGetMySubscriptionQuery } = plansApi;
