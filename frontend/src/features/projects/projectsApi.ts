import { api } from '../../shared/api/api';
import { ORDER_LISTS, orderTag } from '../../shared/api/cacheTags';
import type {
  CommentArgs,
  CreateProjectBody,
  FeedbackArgs,
  MentionablePerson,
  PeopleArgs,
  Pin,
  PinReply,
  PinThreadArgs,
  ProjectComment,
  ProjectDetail,
  ProjectListArgs,
  ProjectPage,
  ResolvePinArgs,
  ReviewQueuePage,
  TimelineEntry,
} from '../../shared/orders/types';

/**
 * What a lifecycle action changes beyond the order it answers with: every order list and the
 * order's timeline (the answer is written into the cache, see writeOrderAnswer).
 */
function orderMoved(id: string) {
  return [ORDER_LISTS, { type: 'ProjectTimeline' as const, id }];
}

/**
 * The two decisions with feedback, the admin's send-back (`admin-reject`) and the client's change
 * request (`request-changes`): the same body, the general note and the pins.
 */
function feedbackRequest(action: 'admin-reject' | 'request-changes') {
  return ({ id, feedback, pins = [] }: FeedbackArgs) => ({
    url: `/projects/${encodeURIComponent(id)}/${action}`,
    method: 'POST',
    body: { feedback, pins },
  });
}

/** What feedback changes beyond the order: what any move does, and the communication (its note becomes a comment). */
function feedbackGiven(id: string) {
  return [...orderMoved(id), { type: 'ProjectComments' as const, id }];
}

type Dispatch = (action: unknown) => unknown;

/** Lifecycle commands answer with the order as it now is: it replaces the cached one instead of a refetch. */
async function writeOrderAnswer(dispatch: Dispatch, queryFulfilled: Promise<{ data: ProjectDetail }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(projectsApi.util.upsertQueryData('getProject', data.id, data));
  } catch {
    // The page shows the error; the cached order stays as it was.
  }
}

/** Appends a message the server answered with to a cached thread, once (a live refresh may have brought it already). */
function appendOnce<T extends { id: string }>(list: T[], item: T): void {
  if (!list.some((existing) => existing.id === item.id)) list.push(item);
}

/**
 * Orders change through other people (designer, admin, client): a screen showing one asks the server
 * again whenever it opens or the tab regains focus, showing the cached answer meanwhile.
 */
export const LIVE = { refetchOnMountOrArgChange: true, refetchOnFocus: true } as const;

/**
 * The order endpoints. A command that answers with what it changed writes that answer into the cache
 * (the order, a pin, a message) and invalidates only what the answer does not contain: the order
 * lists, the timeline, the review queue, the designer's badge and the client's limits.
 */
const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProjects: build.query<ProjectPage, ProjectListArgs>({
      query: ({ status, page = 1, pageSize = 10, search, sort }) => ({
        url: '/projects',
        params: {
          ...(status?.length ? { status: status.join(',') } : {}),
          ...(search ? { search } : {}),
          ...(sort ? { sort } : {}),
          page,
          pageSize,
        },
      }),
      providesTags: (result) => [ORDER_LISTS, ...(result?.items ?? []).map((item) => orderTag(item.id))],
    }),
    getProject: build.query<ProjectDetail, string>({
      query: (id) => `/projects/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [orderTag(id)],
    }),
    createProject: build.mutation<ProjectDetail, CreateProjectBody>({
      query: (body) => ({ url: '/projects', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: [ORDER_LISTS, 'Limits'],
    }),
    startWork: build.mutation<ProjectDetail, string>({
      query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/start`, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: (_result, _error, id) => [...orderMoved(id), 'DesignerBadge'],
    }),
    adminApprove: build.mutation<ProjectDetail, { id: string; version?: number }>({
      // The version the admin looked at: the server refuses the release when another one waits.
      query: ({ id, version }) => ({
        url: `/projects/${encodeURIComponent(id)}/admin-approve`,
        method: 'POST',
        body: version ? { version } : {},
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: (_result, _error, { id }) => [...orderMoved(id), 'ReviewQueue'],
    }),
    adminReject: build.mutation<ProjectDetail, FeedbackArgs>({
      query: feedbackRequest('admin-reject'),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: (_result, _error, { id }) => [...feedbackGiven(id), 'ReviewQueue'],
    }),
    clientApprove: build.mutation<ProjectDetail, string>({
      query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: (_result, _error, id) => orderMoved(id),
    }),
    requestChanges: build.mutation<ProjectDetail, FeedbackArgs>({
      query: feedbackRequest('request-changes'),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => writeOrderAnswer(dispatch, queryFulfilled),
      invalidatesTags: (_result, _error, { id }) => feedbackGiven(id),
    }),
    resolvePin: build.mutation<Pin, ResolvePinArgs>({
      query: ({ id, pinId, done, answer = null }) => ({
        url: `/projects/${encodeURIComponent(id)}/pins/${encodeURIComponent(pinId)}`,
        method: 'PATCH',
        body: { done, answer },
      }),
      /** The answer is the pin as it now is: it replaces its copy in the cached order. */
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: pin } = await queryFulfilled;
          dispatch(
            projectsApi.util.updateQueryData('getProject', id, (order) => {
              const index = order.pins.findIndex((cached) => cached.id === pin.id);
              if (index >= 0) order.pins[index] = pin;
            }),
          );
        } catch {
          // The checklist shows the error.
        }
      },
    }),
    getComments: build.query<ProjectComment[], string>({
      query: (id) => `/projects/${encodeURIComponent(id)}/comments`,
      providesTags: (_result, _error, id) => [{ type: 'ProjectComments', id }],
    }),
    addComment: build.mutation<ProjectComment, CommentArgs>({
      query: ({ id, message }) => ({
        url: `/projects/${encodeURIComponent(id)}/comments`,
        method: 'POST',
        body: { message },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: comment } = await queryFulfilled;
          dispatch(projectsApi.util.updateQueryData('getComments', id, (comments) => appendOnce(comments, comment)));
        } catch {
          // The form shows the error and keeps the text.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ProjectTimeline', id }],
    }),
    getPinReplies: build.query<PinReply[], PinThreadArgs>({
      query: ({ id, pinId }) => `/projects/${encodeURIComponent(id)}/pins/${encodeURIComponent(pinId)}/replies`,
      providesTags: (_result, _error, { pinId }) => [{ type: 'PinReplies', id: pinId }],
    }),
    addPinReply: build.mutation<PinReply, PinThreadArgs & { message: string }>({
      query: ({ id, pinId, message }) => ({
        url: `/projects/${encodeURIComponent(id)}/pins/${encodeURIComponent(pinId)}/replies`,
        method: 'POST',
        body: { message },
      }),
      async onQueryStarted({ id, pinId }, { dispatch, queryFulfilled }) {
        try {
          const { data: reply } = await queryFulfilled;
          dispatch(
            projectsApi.util.updateQueryData('getPinReplies', { id, pinId }, (replies) => appendOnce(replies, reply)),
          );
        } catch {
          // The form shows the error and keeps the text.
        }
      },
    }),
    getMentionablePeople: build.query<MentionablePerson[], PeopleArgs>({
      query: ({ id, pinId }) => ({ url: `/projects/${encodeURIComponent(id)}/people`, params: pinId ? { pinId } : {} }),
    }),
    /** The caller opened the order's messages: its unread ones are read (the cards' count, the bell). */
    readMessages: build.mutation<void, string>({
      query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/messages/read`, method: 'POST' }),
      invalidatesTags: [ORDER_LISTS, 'Notifications'],
    }),
    getTimeline: build.query<TimelineEntry[], string>({
      query: (id) => `/projects/${encodeURIComponent(id)}/timeline`,
      providesTags: (_result, _error, id) => [{ type: 'ProjectTimeline', id }],
    }),
    /** A page of the orders waiting for the admin's check, oldest first. */
    getReviewQueue: build.query<ReviewQueuePage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: '/admin/review-queue', params: { page, pageSize } }),
      providesTags: ['ReviewQueue'],
    }),
  }),
});

export const {
  useListProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useStartWorkMutation,
  useAdminApproveMutation,
  useAdminRejectMutation,
  useClientApproveMutation,
  useRequestChangesMutation,
  useResolvePinMutation,
  useGetCommentsQuery,
  useAddCommentMutation,
  useGetTimelineQuery,
  useGetPinRepliesQuery,
  useAddPinReplyMutation,
  useGetMentionablePeopleQuery,
  useReadMessagesMutation,
  useGetReviewQueueQuery,
} = projectsApi;

/** After an upload (sent outside RTK Query for its progress events): refresh what it changed. */
export function uploadedTags(projectId: string) {
  return projectsApi.util.invalidateTags([
    orderTag(projectId),
    ORDER_LISTS,
    { type: 'ProjectTimeline', id: projectId },
    'ReviewQueue',
    'DesignerBadge',
  ]);
}
