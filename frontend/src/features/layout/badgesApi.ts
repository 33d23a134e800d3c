import { api } from '../../shared/api/api';
import type { AdminClientListItem } from '../../shared/contracts';

const badgesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client's orders waiting for its review: the badge of its "Meine Aufträge". */
    getClientBadge: build.query<{ count: number }, void>({
      query: () => '/client/badge',
      providesTags: ['ClientBadge'],
    }),
    /** The client an admin views the app as: its name for the view-as banner. */
    getViewedClient: build.query<AdminClientListItem, string>({
      query: (id) => `/admin/clients/${encodeURIComponent(id)}`,
      providesTags: ['Clients'],
    }),
  }),
});

export const { useGetClientBadgeQuery, useGetViewedClientQuery } = badgesApi;
