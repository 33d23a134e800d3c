import { api } from '../../shared/api/api';

export const queuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the httpOnly cookie that opens /admin/queues for an hour (admins only). */
    openQueueSession: build.mutation<void, void>({
      query: () => ({ url: '/admin/queues/session', method: 'POST' }),
    }),
  }),
});
