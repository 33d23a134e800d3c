import { api } from '../../shared/api/api';

/** GET /api/admin/erasures: a company whose owner asked for its erasure, waiting out its 30 days. */
export interface AdminPendingErasure {
  clientId: string;
  companyName: string;
  requestedBy: { id: string; name: string } | null;
  requestedAt: string;
  scheduledFor: string;
  /** An execution began (it finishes on the next run): it can no longer be cancelled. */
  started: boolean;
}

const PENDING = { type: 'Privacy', id: 'admin-erasures' } as const;

/** The pending erasures (api.md «Privacy»): executed now by an admin, or cancelled. */
const erasuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingErasures: build.query<AdminPendingErasure[], void>({
      query: () => '/admin/erasures',
      providesTags: [PENDING],
    }),
    /** 204: the company is gone; only the anonymous counts and the audit record stay. */
    executeErasure: build.mutation<void, string>({
      query: (clientId) => ({ url: `/admin/erasures/${encodeURIComponent(clientId)}/execute`, method: 'POST' }),
      // Also after an error: it may have been cancelled or executed meanwhile.
      invalidatesTags: [PENDING, 'Clients', 'AdminStats'],
    }),
    cancelPendingErasure: build.mutation<void, string>({
      query: (clientId) => ({ url: `/clients/${encodeURIComponent(clientId)}/erasure`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, clientId) => [PENDING, { type: 'Privacy', id: `erasure-${clientId}` }],
    }),
  }),
});

export const { useGetPendingErasuresQuery, useExecuteErasureMutation, useCancelPendingErasureMutation } = erasuresApi;
