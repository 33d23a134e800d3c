import { api } from '../../shared/api/api';

const designerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDesignerBadge: build.query<{ count: number }, void>({
      query: () => '/designer/badge',
      providesTags: ['DesignerBadge'],
    }),
  }),
});

export const { useGetDesignerBadgeQuery } = designerApi;
