import { api } from '../../app/api';
import type { AdminClientDetail, AdminClientListItem, AdminUser, CreateClientBody, LogoUploaded, UpdateClientBody, AccountStatus, CreateUserBody, UpdateUserBody } from '../../shared/contracts';
import type { AdminStats } from './types';

interface UpdateUserArgs {
  id: string;
  body: UpdateUserBody;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: ['AdminStats'],
    }),
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => '/admin/users',
      providesTags: ['Users'],
    }),
    // A new, changed or deleted account changes the counts and the client list too.
    createAdminUser: build.mutation<AdminUser, CreateUserBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats'],
    }),
    updateAdminUser: build.mutation<AdminUser, UpdateUserArgs>({
      query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats'],
    }),
    deleteAdminUser: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats'],
    }),
    /** The search matches name, e-mail and brand name on the server. */
    getAdminClients: build.query<AdminClientListItem[], string>({
      query: (search) => ({ url: '/admin/clients', params: search ? { search } : undefined }),
      providesTags: ['Clients'],
    }),
    createAdminClient: build.mutation<AdminClientDetail, CreateClientBody>({
      query: (body) => ({ url: '/admin/clients', method: 'POST', body }),
      invalidatesTags: ['Clients', 'Users', 'AdminStats'],
    }),
    uploadClientLogo: build.mutation<LogoUploaded, { clientId: string; file: File }>({
      query: ({ clientId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/clients/${encodeURIComponent(clientId)}/logo`, method: 'POST', body };
      },
      invalidatesTags: ['Branding', 'Clients'],
    }),
    getAdminClient: build.query<AdminClientDetail, string>({
      query: (id) => `/admin/clients/${encodeURIComponent(id)}`,
      providesTags: ['Clients'],
    }),
    updateAdminClient: build.mutation<AdminClientDetail, { id: string; body: UpdateClientBody }>({
      query: ({ id, body }) => ({ url: `/admin/clients/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Clients', 'Users'],
    }),
    setAdminClientStatus: build.mutation<AdminClientDetail, { id: string; status: AccountStatus }>({
      query: ({ id, status }) => ({ url: `/admin/clients/${encodeURIComponent(id)}/status`, method: 'POST', body: { status } }),
      invalidatesTags: ['Clients', 'Users', 'AdminStats'],
    }),
    deleteAdminClient: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Clients', 'Users', 'AdminStats'],
    }),
    /** null removes the designer. */
    assignClientDesigner: build.mutation<unknown, { id: string; designerId: string | null }>({
      query: ({ id, designerId }) => ({ url: `/admin/clients/${encodeURIComponent(id)}/designer`, method: 'PUT', body: { designerId } }),
      invalidatesTags: ['Clients', 'Projects'],
    }),
    /** null cancels the active plan. */
    assignClientPlan: build.mutation<unknown, { id: string; planId: string | null }>({
      query: ({ id, planId }) => ({ url: `/admin/clients/${encodeURIComponent(id)}/plan`, method: 'PUT', body: { planId } }),
      invalidatesTags: ['Clients', 'AdminStats'],
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useGetAdminUsersQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useGetAdminClientsQuery,
  useCreateAdminClientMutation,
  useUploadClientLogoMutation,
  useGetAdminClientQuery,
  useUpdateAdminClientMutation,
  useSetAdminClientStatusMutation,
  useDeleteAdminClientMutation,
  useAssignClientDesignerMutation,
  useAssignClientPlanMutation,
} = adminApi;
