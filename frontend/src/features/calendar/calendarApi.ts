import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type { Calendar, SchedulePostRequest, ScheduledPost } from '../../shared/contracts';

interface CalendarRange {
  clientId: string;
  /** First and last day shown (YYYY-MM-DD, both included, at most 62 days). */
  from: string;
  to: string;
}

interface MoveArgs {
  id: string;
  /** The new moment (ISO). */
  at: string;
}

interface ScheduleOrderArgs {
  projectId: string;
  body: SchedulePostRequest;
}

const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 403 "Kein Zugriff auf diesen Kunden" for anyone but the company, its designer and admins. */
    getCalendar: build.query<Calendar, CalendarRange>({
      query: ({ clientId, from, to }) => ({
        url: `/clients/${encodeURIComponent(clientId)}/calendar`,
        params: { from, to },
      }),
      // New ideas, orders moving on, posts scheduled or gone out and the month's quota change what it shows.
      providesTags: ['ContentIdeas', 'Limits', 'ScheduledPosts', ORDER_LISTS],
    }),
    /**
     * PATCH /api/scheduled-posts/:id `{ at }` (only while scheduled): the grid's reordering. The
     * grid refreshes the posts once all its moves are done (see InstagramGrid).
     */
    movePost: build.mutation<ScheduledPost, MoveArgs>({
      query: ({ id, at }) => ({ url: `/scheduled-posts/${encodeURIComponent(id)}`, method: 'PATCH', body: { at } }),
    }),
    /** POST /api/projects/:id/schedule, one per order of «Mehrere planen»; it refreshes once at the end. */
    scheduleOrder: build.mutation<ScheduledPost, ScheduleOrderArgs>({
      query: ({ projectId, body }) => ({
        url: `/projects/${encodeURIComponent(projectId)}/schedule`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useGetCalendarQuery, useMovePostMutation, useScheduleOrderMutation } = calendarApi;
