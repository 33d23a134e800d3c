import { api } from '../../shared/api/api';
import { apiErrorStatus } from '../../shared/apiError';
import type { DataExport, MyData, PendingErasure } from './privacyTypes';

const client = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;

interface ErasureRequest {
  clientId: string;
  /** The company's name, typed by the owner. */
  confirm: string;
}

/**
 * «Daten & Datenschutz» (api.md «Privacy»): the company's exports, its erasure with 30 days' grace,
 * and the caller's own data and account. Every list is the server's: a reload shows the same.
 */
const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataExports: build.query<DataExport[], string>({
      query: (clientId) => `${client(clientId)}/data-exports`,
      providesTags: (_result, _error, clientId) => [{ type: 'Privacy', id: `exports-${clientId}` }],
    }),
    /** 202 `{ id, status: "preparing" }`; 429 while one is preparing. */
    requestDataExport: build.mutation<{ id: string; status: string }, string>({
      query: (clientId) => ({ url: `${client(clientId)}/data-exports`, method: 'POST' }),
      // Also after a 429: the one being prepared is then shown.
      invalidatesTags: (_result, _error, clientId) => [{ type: 'Privacy', id: `exports-${clientId}` }],
    }),
    /** The pending erasure of the company, or null when none is scheduled (404). */
    getErasure: build.query<PendingErasure | null, string>({
      queryFn: async (clientId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`${client(clientId)}/erasure`);
        if (result.error) return apiErrorStatus(result.error) === 404 ? { data: null } : { error: result.error };
        return { data: result.data as PendingErasure };
      },
      providesTags: (_result, _error, clientId) => [{ type: 'Privacy', id: `erasure-${clientId}` }],
    }),
    /** 202 `{ scheduledFor }`: written into the cache as it is (the answer is the pending erasure). */
    requestErasure: build.mutation<PendingErasure, ErasureRequest>({
      query: ({ clientId, confirm }) => ({ url: `${client(clientId)}/erasure`, method: 'POST', body: { confirm } }),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(privacyApi.util.upsertQueryData('getErasure', clientId, data));
        } catch {
          // The dialog shows the error.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Privacy', id: 'admin-erasures' }]),
    }),
    cancelErasure: build.mutation<void, string>({
      query: (clientId) => ({ url: `${client(clientId)}/erasure`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, clientId) => [
        { type: 'Privacy', id: `erasure-${clientId}` },
        { type: 'Privacy', id: 'admin-erasures' },
      ],
    }),
    /** Asked when the person opens or downloads it, never cached for long: it is their data as it is now. */
    getMyData: build.query<MyData, void>({
      query: () => '/me/data',
      keepUnusedDataFor: 0,
    }),
    /** 204: the account is gone; 409 LAST_OWNER or OPEN_ORDERS; 400 a wrong current password. */
    deleteMyAccount: build.mutation<void, { currentPassword: string }>({
      query: (body) => ({ url: '/me/account', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetDataExportsQuery,
  useRequestDataExportMutation,
  useGetErasureQuery,
  useRequestErasureMutation,
  useCancelErasureMutation,
  useLazyGetMyDataQuery,
  useDeleteMyAccountMutation,
} = privacyApi;
