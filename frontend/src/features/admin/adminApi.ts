import { api } from '../../app/api';
import type { AdminStats } from './types';

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminApi;
