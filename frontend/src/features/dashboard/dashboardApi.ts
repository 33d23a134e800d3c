import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type { AdminDashboard, DesignerDashboardStats } from '../../shared/contracts';

/**
 * The dashboards' numbers. They are derived from orders, plan requests and clients, so they hang on
 * the tags the commands of those already invalidate: a review decision, an upload, a designer or
 * plan assignment refreshes them without knowing they exist.
 */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDesignerDashboard: build.query<DesignerDashboardStats, void>({
      query: () => '/designer/stats',
      providesTags: [ORDER_LISTS, 'DesignerBadge'],
    }),
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => '/admin/dashboard',
      providesTags: ['ReviewQueue', ORDER_LISTS, 'Clients', 'AdminStats'],
    }),
    /** The sidebar badge of "/admin/review": designs waiting for the admin's check. */
    getReviewQueueCount: build.query<{ count: number }, void>({
      query: () => '/admin/review-queue/count',
      providesTags: ['ReviewQueue'],
    }),
  }),
});

export const { useGetDesignerDashboardQuery, useGetAdminDashboardQuery, useGetReviewQueueCountQuery } = dashboardApi;
