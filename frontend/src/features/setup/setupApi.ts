import { api } from '../../shared/api/api';
import type { CreateFirstAdminRequest, CreateFirstAdminResponse, SetupStatus } from './types';

export const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupStatus: build.query<SetupStatus, void>({
      query: () => '/setup',
      providesTags: ['Setup'],
    }),
    createFirstAdmin: build.mutation<CreateFirstAdminResponse, CreateFirstAdminRequest>({
      query: (body) => ({ url: '/setup/admin', method: 'POST', body }),
      // Only a created admin changes the answer; after a 409 the page keeps the typed input.
      invalidatesTags: (result) => (result ? ['Setup'] : []),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Known without asking: the page stays gone even if the refetch above fails.
          dispatch(
            setupApi.util.updateQueryData('getSetupStatus', undefined, (status) => {
              status.needed = false;
            }),
          );
        } catch {
          // The page shows the error from the mutation result.
        }
      },
    }),
  }),
});

export const { useGetSetupStatusQuery, useCreateFirstAdminMutation } = setupApi;
