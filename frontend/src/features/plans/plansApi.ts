import { api } from '../../app/api';
import type { ContentLimits, Plan } from './types';

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
  }),
});

export const { useGetPlansQuery, useGetMyLimitsQuery } = plansApi;
