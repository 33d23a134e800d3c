import { api } from '../../shared/api/api';
import { apiErrorStatus } from '../../shared/apiError';
import type { ChangePasswordBody, MyProfile, UpdateProfileBody } from '../../shared/contracts';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<MyProfile, void>({
      query: () => '/me/profile',
      providesTags: ['Profile'],
    }),
    updateMyProfile: build.mutation<MyProfile, UpdateProfileBody>({
      query: (body) => ({ url: '/me/profile', method: 'PATCH', body }),
      // The answer is the stored profile: write it into the cache instead of loading it again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getMyProfile', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
    /**
     * 204. The server ends the access token on purpose; the next request renews it silently through
     * the refresh cookie (shared/api/api.ts), so the user stays signed in.
     */
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
    }),
    /** The client's branding logo; null when there is no branding yet (404) or no logo. */
    getProfileLogo: build.query<string | null, string>({
      queryFn: async (clientId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/clients/${encodeURIComponent(clientId)}/branding`);
        if (result.error) {
          return apiErrorStatus(result.error) === 404 ? { data: null } : { error: result.error };
        }
        const logoUrl = (result.data as { logoUrl?: unknown } | null)?.logoUrl;
        return { data: typeof logoUrl === 'string' && logoUrl ? logoUrl : null };
      },
      providesTags: ['Branding'],
    }),
    /** POST /api/clients/:clientId/logo (multipart `file`): an image of at most 5 MB. */
    uploadProfileLogo: build.mutation<{ logoUrl: string }, { clientId: string; file: File }>({
      query: ({ clientId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/clients/${encodeURIComponent(clientId)}/logo`, method: 'POST', body };
      },
      invalidatesTags: ['Branding'],
    }),
  }),
});

export const {
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useChangePasswordMutation,
  useGetProfileLogoQuery,
  useUploadProfileLogoMutation,
} = profileApi;
