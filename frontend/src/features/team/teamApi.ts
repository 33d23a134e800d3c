import { api } from '../../shared/api/api';
import { orderTag } from '../../shared/api/cacheTags';
import type { NewPin, Pin } from '../../shared/orders/types';
import type {
  ApprovalRule,
  CreatedGuestLink,
  CreateGuestLinkBody,
  GuestLink,
  Member,
  MemberRole,
  MyClient,
} from '../../shared/contracts';

interface ClientArgs {
  clientId: string;
}

interface InviteMemberArgs extends ClientArgs {
  name: string;
  email: string;
  role: MemberRole;
}

interface ChangeMemberArgs extends ClientArgs {
  userId: string;
  role: MemberRole;
}

interface RemoveMemberArgs extends ClientArgs {
  userId: string;
}

interface RuleArgs extends ClientArgs {
  rule: ApprovalRule;
}

interface PlacePinArgs extends NewPin {
  id: string;
}

interface DeletePinArgs {
  id: string;
  pinId: string;
}

const clientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
const orderPath = (id: string) => `/projects/${encodeURIComponent(id)}`;
const teamTag = (clientId: string) => ({ type: 'Team' as const, id: clientId });
const ruleTag = (clientId: string) => ({ type: 'ApprovalRule' as const, id: clientId });
const linksTag = (id: string) => ({ type: 'GuestLinks' as const, id });

/**
 * The client's team (its members and their roles, the approval rule), a member's pins of a running
 * review round and an order's guest links. Members' pins and guest links change the order as others
 * see it: its cached detail is refreshed.
 */
const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's company and its role there (none for staff): cached for the session. */
    getMyClients: build.query<MyClient[], void>({
      query: () => '/me/clients',
      providesTags: ['MyClients'],
    }),
    listMembers: build.query<Member[], string>({
      query: (clientId) => `${clientPath(clientId)}/members`,
      providesTags: (_result, _error, clientId) => [teamTag(clientId)],
    }),
    inviteMember: build.mutation<Member, InviteMemberArgs>({
      query: ({ clientId, ...body }) => ({ url: `${clientPath(clientId)}/members`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [teamTag(clientId)],
    }),
    changeMember: build.mutation<Member, ChangeMemberArgs>({
      query: ({ clientId, userId, role }) => ({
        url: `${clientPath(clientId)}/members/${encodeURIComponent(userId)}`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [teamTag(clientId), 'MyClients']),
    }),
    removeMember: build.mutation<void, RemoveMemberArgs>({
      query: ({ clientId, userId }) => ({
        url: `${clientPath(clientId)}/members/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [teamTag(clientId)]),
    }),
    getApprovalRule: build.query<{ rule: ApprovalRule }, string>({
      query: (clientId) => `${clientPath(clientId)}/approval-rule`,
      providesTags: (_result, _error, clientId) => [ruleTag(clientId)],
    }),
    setApprovalRule: build.mutation<{ rule: ApprovalRule }, RuleArgs>({
      query: ({ clientId, rule }) => ({ url: `${clientPath(clientId)}/approval-rule`, method: 'PUT', body: { rule } }),
      // The orders in review count their approvals by the rule.
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [ruleTag(clientId), 'MyClients', 'Projects']),
    }),
    /** A pin of the running review round: pending until the change request sends it. */
    placePin: build.mutation<Pin, PlacePinArgs>({
      query: ({ id, ...body }) => ({ url: `${orderPath(id)}/pins`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [orderTag(id)]),
    }),
    deletePin: build.mutation<void, DeletePinArgs>({
      query: ({ id, pinId }) => ({ url: `${orderPath(id)}/pins/${encodeURIComponent(pinId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [orderTag(id)]),
    }),
    listGuestLinks: build.query<GuestLink[], string>({
      query: (id) => `${orderPath(id)}/guest-links`,
      providesTags: (_result, _error, id) => [linksTag(id)],
    }),
    createGuestLink: build.mutation<CreatedGuestLink, CreateGuestLinkBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${orderPath(id)}/guest-links`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [linksTag(id)]),
    }),
    revokeGuestLink: build.mutation<void, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({
        url: `${orderPath(id)}/guest-links/${encodeURIComponent(linkId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [linksTag(id)]),
    }),
  }),
});

export const {
  useGetMyClientsQuery,
  useListMembersQuery,
  useInviteMemberMutation,
  useChangeMemberMutation,
  useRemoveMemberMutation,
  useGetApprovalRuleQuery,
  useSetApprovalRuleMutation,
  usePlacePinMutation,
  useDeletePinMutation,
  useListGuestLinksQuery,
  useCreateGuestLinkMutation,
  useRevokeGuestLinkMutation,
} = teamApi;
