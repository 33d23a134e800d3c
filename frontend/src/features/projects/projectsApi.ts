import { api } from '../../app/api';
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
  TimelineEntry,
} from './types';

/** The id under which every order list is cached, so each command can refresh them all. */
const LIST = 'LIST';

/**
 * Orders change through other people (designer, admin, client): a screen showing one asks the server
 * again whenever it opens or the tab regains focus, showing the cached answer meanwhile.
 */
/** What a lifecycle action changes: the order, every order list, and the order's timeline. */
function orderMoved(id: string) {
  return [{ type: 'Projects' as const, id }, { type: 'Projects' as const, id: LIST }, { type: 'ProjectTimeline' as const, id }];
}

export const LIVE = { refetchOnMountOrArgChange: true, refetchOnFocus: true } as const;

/**
 * The order endpoints. Every command invalidates what it changes: the order, all order lists, the
 * review queue, the designer's badge and the client's limits, so every screen shows the new state.
 */
const projectsApi = api
  .enhanceEndpoints({ addTagTypes: ['ProjectComments', 'ProjectTimeline', 'ReviewQueue'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listProjects: build.query<ProjectPage, ProjectListArgs>({
        query: ({ status, page = 1, pageSize = 10, search }) => ({
          url: '/projects',
          params: { ...(status?.length ? { status: status.join(',') } : {}), ...(search ? { search } : {}), page, pageSize },
        }),
        providesTags: (result) => [
          { type: 'Projects', id: LIST },
          ...(result?.items ?? []).map((item) => ({ type: 'Projects' as const, id: item.id })),
        ],
      }),
      getProject: build.query<ProjectDetail, string>({
        query: (id) => `/projects/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'Projects', id }],
      }),
      createProject: build.mutation<ProjectDetail, CreateProjectBody>({
        query: (body) => ({ url: '/projects', method: 'POST', body }),
        invalidatesTags: [{ type: 'Projects', id: LIST }, 'Limits'],
      }),
      startWork: build.mutation<ProjectDetail, string>({
        query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/start`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => [
          ...orderMoved(id),
          'DesignerBadge',
        ],
      }),
      adminApprove: build.mutation<ProjectDetail, { id: string; version?: number }>({
        // The version the admin looked at: the server refuses the release when another one waits.
        query: ({ id, version }) => ({ url: `/projects/${encodeURIComponent(id)}/admin-approve`, method: 'POST', body: version ? { version } : {} }),
        invalidatesTags: (_result, _error, { id }) => [
          ...orderMoved(id),
          'ReviewQueue',
        ],
      }),
      adminReject: build.mutation<ProjectDetail, FeedbackArgs>({
        query: ({ id, feedback, pins = [] }) => ({
          url: `/projects/${encodeURIComponent(id)}/admin-reject`,
          method: 'POST',
          body: { feedback, pins },
        }),
        invalidatesTags: (_result, _error, { id }) => [
          ...orderMoved(id),
          { type: 'ProjectComments', id },
          'ReviewQueue',
        ],
      }),
      clientApprove: build.mutation<ProjectDetail, string>({
        query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/approve`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => orderMoved(id),
      }),
      requestChanges: build.mutation<ProjectDetail, FeedbackArgs>({
        query: ({ id, feedback, pins = [] }) => ({
          url: `/projects/${encodeURIComponent(id)}/request-changes`,
          method: 'POST',
          body: { feedback, pins },
        }),
        invalidatesTags: (_result, _error, { id }) => [
          ...orderMoved(id),
          { type: 'ProjectComments', id },
        ],
      }),
      resolvePin: build.mutation<Pin, ResolvePinArgs>({
        query: ({ id, pinId, done, answer = null }) => ({
          url: `/projects/${encodeURIComponent(id)}/pins/${encodeURIComponent(pinId)}`,
          method: 'PATCH',
          body: { done, answer },
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Projects' as const, id }],
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
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'ProjectComments', id },
          { type: 'ProjectTimeline', id },
        ],
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
        invalidatesTags: (_result, _error, { pinId }) => [{ type: 'PinReplies', id: pinId }],
      }),
      getMentionablePeople: build.query<MentionablePerson[], PeopleArgs>({
        query: ({ id, pinId }) => ({ url: `/projects/${encodeURIComponent(id)}/people`, params: pinId ? { pinId } : {} }),
      }),
      /** The caller opened the order's messages: its unread ones are read (the cards' count, the bell). */
      readMessages: build.mutation<void, string>({
        query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/messages/read`, method: 'POST' }),
        invalidatesTags: [{ type: 'Projects', id: LIST }, 'Notifications'],
      }),
      getTimeline: build.query<TimelineEntry[], string>({
        query: (id) => `/projects/${encodeURIComponent(id)}/timeline`,
        providesTags: (_result, _error, id) => [{ type: 'ProjectTimeline', id }],
      }),
      getReviewQueue: build.query<ProjectDetail[], void>({
        query: () => '/admin/review-queue',
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
    { type: 'Projects', id: projectId },
    { type: 'Projects', id: LIST },
    { type: 'ProjectTimeline', id: projectId },
    'ReviewQueue',
    'DesignerBadge',
  ]);
}
