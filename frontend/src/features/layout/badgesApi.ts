import { api } from '../../app/api';

const badgesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The client's orders waiting for its review: the badge of its "Meine Aufträge". */
    getClientBadge: build.query<{ count: number }, void>({
      query: () => '/client/badge',
      providesTags: ['ClientBadge'],
    }),
  }),
});

export const { useGetClientBadgeQuery } = badgesApi;
