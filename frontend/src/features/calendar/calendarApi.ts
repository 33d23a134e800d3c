import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type { Calendar } from '../../shared/contracts';

interface CalendarRange {
  clientId: string;
  /** First and last day shown (YYYY-MM-DD, both included, at most 62 days). */
  from: string;
  to: string;
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
  }),
});

export const { useGetCalendarQuery } = calendarApi;
