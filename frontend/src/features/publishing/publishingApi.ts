import { api } from '../../shared/api/api';
import type {
  Analytics,
  BestTime,
  Calendar,
  CalendarItem,
  ScheduledPost,
  SchedulePostRequest,
  SocialAccount,
  SocialNetworkAvailability,
  SocialNetworkName,
  UpdateScheduledPostRequest,
} from '../../shared/contracts';

interface ClientArgs {
  clientId: string;
}

interface ConnectArgs extends ClientArgs {
  network: SocialNetworkName;
}

interface DisconnectArgs extends ClientArgs {
  id: string;
}

interface ScheduleArgs {
  projectId: string;
  body: SchedulePostRequest;
}

interface UpdateArgs {
  id: string;
  body: UpdateScheduledPostRequest;
}

interface RangeArgs extends ClientArgs {
  /** First and last Zurich day (YYYY-MM-DD, both included). */
  from: string;
  to: string;
}

interface AnalyticsArgs extends ClientArgs {
  /** YYYY-MM (Europe/Zurich). */
  month: string;
}

const client = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;

/**
 * Publishing (the social accounts, the scheduled posts, the analytics). Scheduling, editing and
 * deleting a post invalidate every 'ScheduledPosts' tag: the order's card, the calendar (which
 * provides it too), the post's drawer and the month's figures refresh together.
 */
const publishingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which networks this installation can connect, and the settings each still lacks. */
    getSocialNetworks: build.query<SocialNetworkAvailability[], void>({
      query: () => '/social/networks',
    }),
    getSocialAccounts: build.query<SocialAccount[], string>({
      query: (clientId) => `${client(clientId)}/social-accounts`,
      providesTags: (_result, _error, clientId) => [{ type: 'SocialAccounts', id: clientId }],
    }),
    /** The network's consent page; the browser goes there, the server's callback brings it back. */
    connectSocialAccount: build.mutation<{ url: string }, ConnectArgs>({
      query: ({ clientId, network }) => ({
        url: `${client(clientId)}/social-accounts/${encodeURIComponent(network)}/connect`,
        method: 'POST',
      }),
    }),
    disconnectSocialAccount: build.mutation<void, DisconnectArgs>({
      query: ({ clientId, id }) => ({
        url: `${client(clientId)}/social-accounts/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      // Its scheduled posts now need attention.
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'SocialAccounts', id: clientId }, 'ScheduledPosts'],
    }),
    getScheduledPosts: build.query<ScheduledPost[], string>({
      query: (projectId) => `/projects/${encodeURIComponent(projectId)}/scheduled-posts`,
      providesTags: (_result, _error, projectId) => [{ type: 'ScheduledPosts', id: `order-${projectId}` }],
    }),
    getScheduledPost: build.query<ScheduledPost, string>({
      query: (id) => `/scheduled-posts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ScheduledPosts', id }],
    }),
    schedulePost: build.mutation<ScheduledPost, ScheduleArgs>({
      query: ({ projectId, body }) => ({
        url: `/projects/${encodeURIComponent(projectId)}/schedule`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['ScheduledPosts']),
    }),
    updateScheduledPost: build.mutation<ScheduledPost, UpdateArgs>({
      query: ({ id, body }) => ({ url: `/scheduled-posts/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ScheduledPosts']),
    }),
    deleteScheduledPost: build.mutation<void, string>({
      query: (id) => ({ url: `/scheduled-posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Also after a 409 NOT_SCHEDULED: the post moved on meanwhile, show it as it is now.
      invalidatesTags: ['ScheduledPosts'],
    }),
    /** The company's best weekday × hour slots per network, best first (its published posts' figures change them). */
    getBestTimes: build.query<BestTime[], string>({
      query: (clientId) => `${client(clientId)}/best-times`,
      providesTags: ['ScheduledPosts'],
    }),
    /**
     * The company's posts still due between two days, on every account (the calendar's scheduled
     * entries): the schedule dialog proposes no hour one of them already has on its network.
     */
    getDuePosts: build.query<CalendarItem[], RangeArgs>({
      query: ({ clientId, from, to }) => ({ url: `${client(clientId)}/calendar`, params: { from, to } }),
      transformResponse: (calendar: Calendar) => calendar.items.filter((item) => item.kind === 'scheduled'),
      providesTags: ['ScheduledPosts'],
    }),
    getAnalytics: build.query<Analytics, AnalyticsArgs>({
      query: ({ clientId, month }) => ({ url: `${client(clientId)}/analytics`, params: { month } }),
      providesTags: ['ScheduledPosts'],
    }),
  }),
});

export const {
  useGetSocialNetworksQuery,
  useGetSocialAccountsQuery,
  useConnectSocialAccountMutation,
  useDisconnectSocialAccountMutation,
  useGetScheduledPostsQuery,
  useGetScheduledPostQuery,
  useSchedulePostMutation,
  useUpdateScheduledPostMutation,
  useDeleteScheduledPostMutation,
  useGetAnalyticsQuery,
  useGetBestTimesQuery,
  useGetDuePostsQuery,
} = publishingApi;
