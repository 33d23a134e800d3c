import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type { ContentIdea, GenerationJob, SentIdea, UpdateIdeaBody } from '../../shared/contracts';

export interface UpdateIdeaArgs {
  id: string;
  body: UpdateIdeaBody;
}

const ideaPath = (id: string) => `/content-ideas/${encodeURIComponent(id)}`;

/** The client's month plan: the ideas, their generation (a job) and what the client does with each idea. */
export const ideasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All months, newest month first, then week and date; `month` (YYYY-MM) narrows to one month. */
    getContentIdeas: build.query<ContentIdea[], string | void>({
      query: (month) => (month ? { url: '/content-ideas', params: { month } } : '/content-ideas'),
      providesTags: ['ContentIdeas'],
    }),
    /** The month (YYYY-MM): this one or the next. 202 `{ jobId }`; 409 NO_PLAN, 429 RATE_LIMITED, 402 AI_CREDITS. */
    generateMonthPlan: build.mutation<{ jobId: string }, string>({
      query: (month) => ({ url: '/content-ideas/generate', method: 'POST', body: { month } }),
    }),
    getGenerationJob: build.query<GenerationJob, string>({
      query: (jobId) => `/jobs/${encodeURIComponent(jobId)}`,
      providesTags: (_result, _error, jobId) => [{ type: 'GenerationJob', id: jobId }],
    }),
    /** The idea becomes a draft. 400 VALIDATION with per-field errors; 409 once it can no longer be edited. */
    updateIdea: build.mutation<ContentIdea, UpdateIdeaArgs>({
      query: ({ id, body }) => ({ url: ideaPath(id), method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ContentIdeas']),
    }),
    /** The idea becomes an order (in_production): 409 NO_DESIGNER, QUOTA_EXCEEDED, INVALID_TRANSITION. */
    sendIdea: build.mutation<SentIdea, string>({
      query: (id) => ({ url: `${ideaPath(id)}/send`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ContentIdeas', 'Limits', ORDER_LISTS]),
    }),
    /** Only from completed. */
    markIdeaPosted: build.mutation<ContentIdea, string>({
      query: (id) => ({ url: `${ideaPath(id)}/posted`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ContentIdeas']),
    }),
  }),
});

export const {
  useGetContentIdeasQuery,
  useGenerateMonthPlanMutation,
  useGetGenerationJobQuery,
  useUpdateIdeaMutation,
  useSendIdeaMutation,
  useMarkIdeaPostedMutation,
} = ideasApi;
