import { api } from '../../shared/api/api';
import type { FeedbackArgs, NewPin, ProjectComment, ProjectDetail } from '../../shared/orders/types';
import type { GuestRole } from '../../shared/contracts';

/** GET /api/guest/:token: the order as its guest link shows it, and who the guest is. */
export interface GuestOrder extends ProjectDetail {
  guest: { name: string; role: GuestRole };
  /** The order's communication, when the server sends it with the order. */
  comments?: ProjectComment[];
}

const guestPath = (token: string) => `/guest/${encodeURIComponent(token)}`;
const guestTag = (token: string) => ({ type: 'GuestOrder' as const, id: token });

/**
 * A guest's order, reached by the token of its link, without an account: the endpoints' names start
 * with `guest`, and shared/api/api.ts sends no session with those. Every move reloads the order.
 */
const guestApi = api.injectEndpoints({
  endpoints: (build) => ({
    guestOrder: build.query<GuestOrder, string>({
      query: (token) => guestPath(token),
      providesTags: (_result, _error, token) => [guestTag(token)],
    }),
    guestComment: build.mutation<ProjectComment, { token: string; message: string }>({
      query: ({ token, message }) => ({ url: `${guestPath(token)}/comments`, method: 'POST', body: { message } }),
      invalidatesTags: (_result, error, { token }) => (error ? [] : [guestTag(token)]),
    }),
    guestPin: build.mutation<unknown, NewPin & { token: string }>({
      query: ({ token, ...body }) => ({ url: `${guestPath(token)}/pins`, method: 'POST', body }),
      invalidatesTags: (_result, error, { token }) => (error ? [] : [guestTag(token)]),
    }),
    guestApprove: build.mutation<unknown, string>({
      query: (token) => ({ url: `${guestPath(token)}/approve`, method: 'POST' }),
      invalidatesTags: (_result, error, token) => (error ? [] : [guestTag(token)]),
    }),
    guestRequestChanges: build.mutation<unknown, Omit<FeedbackArgs, 'id'> & { token: string }>({
      query: ({ token, feedback, pins = [] }) => ({
        url: `${guestPath(token)}/request-changes`,
        method: 'POST',
        body: { feedback, pins },
      }),
      invalidatesTags: (_result, error, { token }) => (error ? [] : [guestTag(token)]),
    }),
  }),
});

export const {
  useGuestOrderQuery,
  useGuestCommentMutation,
  useGuestPinMutation,
  useGuestApproveMutation,
  useGuestRequestChangesMutation,
} = guestApi;
