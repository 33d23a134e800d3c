import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import type {
  AccountStatus,
  AdminClientDetail,
  AdminClientListItem,
  AdminPlan,
  AdminStats,
  AdminUser,
  AdminUserPage,
  CreateClientBody,
  CreatePlanBody,
  CreateUserBody,
  DesignerStats,
  LogoUploaded,
  OverdueBoard,
  Settings,
  UpdateClientBody,
  UpdatePlanBody,
  UpdateUserBody,
} from '../../shared/contracts';

interface UpdateUserArgs {
  id: string;
  body: UpdateUserBody;
}

/**
 * What a plan change can alter elsewhere: the public plan list, the client's subscription and limits,
 * the client cards (plan name and price) and the MRR.
 */
const PLAN_CHANGED = ['AdminPlans', 'Plans', 'Subscription', 'Limits', 'Clients', 'AdminStats'] as const;

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
    /** /admin/users' table: a page of the accounts, found by part of the name or e-mail. */
    getAdminUserPage: build.query<AdminUserPage, { search: string; page: number; pageSize: number }>({
      query: ({ search, page, pageSize }) => ({
        url: '/admin/users',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      providesTags: ['Users'],
    }),
    // A new, changed or deleted account changes the counts and the client list too.
    createAdminUser: build.mutation<AdminUser, CreateUserBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats', 'DesignerStats'],
    }),
    updateAdminUser: build.mutation<AdminUser, UpdateUserArgs>({
      query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats', 'DesignerStats'],
    }),
    deleteAdminUser: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users', 'Clients', 'AdminStats', 'DesignerStats'],
    }),
    /** 204: the account's authenticator app, recovery codes and passkeys are gone, its sessions ended. */
    resetAdminUserMfa: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}/mfa/reset`, method: 'POST' }),
      invalidatesTags: ['Users'],
    }),
    /** 204: the welcome mail with a new link to set the password goes out; earlier links end. */
    sendPasswordLink: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}/password-link`, method: 'POST' }),
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
      query: ({ id, status }) => ({
        url: `/admin/clients/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: ['Clients', 'Users', 'AdminStats'],
    }),
    deleteAdminClient: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Clients', 'Users', 'AdminStats'],
    }),
    /** null removes the designer. */
    assignClientDesigner: build.mutation<unknown, { id: string; designerId: string | null }>({
      query: ({ id, designerId }) => ({
        url: `/admin/clients/${encodeURIComponent(id)}/designer`,
        method: 'PUT',
        body: { designerId },
      }),
      invalidatesTags: ['Clients', 'Projects'],
    }),
    /** null cancels the active plan. */
    assignClientPlan: build.mutation<unknown, { id: string; planId: string | null }>({
      query: ({ id, planId }) => ({
        url: `/admin/clients/${encodeURIComponent(id)}/plan`,
        method: 'PUT',
        body: { planId },
      }),
      invalidatesTags: ['Clients', 'AdminStats', 'AdminPlans', 'Subscription', 'Limits'],
    }),
    /** Every plan, retired ones too, with its subscriptions and open requests. */
    getAdminPlans: build.query<AdminPlan[], void>({
      query: () => '/admin/plans',
      providesTags: ['AdminPlans'],
    }),
    createAdminPlan: build.mutation<AdminPlan, CreatePlanBody>({
      query: (body) => ({ url: '/admin/plans', method: 'POST', body }),
      invalidatesTags: [...PLAN_CHANGED],
    }),
    /** Also takes a plan off sale (`retired: true`) or back. */
    updateAdminPlan: build.mutation<AdminPlan, { id: string; body: UpdatePlanBody }>({
      query: ({ id, body }) => ({ url: `/admin/plans/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: [...PLAN_CHANGED],
    }),
    /** 409 PLAN_IN_USE while a subscription or an open request has it. */
    deleteAdminPlan: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/plans/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...PLAN_CHANGED],
    }),
    /** The most overdue orders by who owes the next move; any order's move can change it. */
    getOverdueBoard: build.query<OverdueBoard, void>({
      query: () => '/admin/overdue',
      providesTags: [ORDER_LISTS],
    }),
    getSettings: build.query<Settings, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    /** A new canton moves the due days of stages that begin from now on; the running ones keep theirs. */
    updateSettings: build.mutation<Settings, Settings>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          // The page shows the error; the cached settings stay.
        }
      },
    }),
    /** `month` as YYYY-MM (Europe/Zurich). The numbers follow the orders, so order changes refresh them too. */
    getDesignerStats: build.query<DesignerStats, string>({
      query: (month) => ({ url: '/admin/designer-stats', params: { month } }),
      providesTags: ['DesignerStats', ORDER_LISTS],
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useGetAdminUsersQuery,
  useGetAdminUserPageQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useResetAdminUserMfaMutation,
  useSendPasswordLinkMutation,
  useGetAdminClientsQuery,
  useCreateAdminClientMutation,
  useUploadClientLogoMutation,
  useGetAdminClientQuery,
  useUpdateAdminClientMutation,
  useSetAdminClientStatusMutation,
  useDeleteAdminClientMutation,
  useAssignClientDesignerMutation,
  useAssignClientPlanMutation,
  useGetAdminPlansQuery,
  useCreateAdminPlanMutation,
  useUpdateAdminPlanMutation,
  useDeleteAdminPlanMutation,
  useGetDesignerStatsQuery,
  useGetOverdueBoardQuery,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} = adminApi;
