import { useAppSelector } from '../../shared/store/hooks';
import { selectActiveArea, selectCurrentUser, selectViewAsClientId } from '../../shared/session/authSlice';
import type { ApprovalRule, MemberRights, MemberRole } from '../../shared/contracts';
import { MEMBER_RIGHTS } from '../../shared/contracts';
import { FULL_ROLE as OWNER } from './rights';
import { useGetMyClientsQuery } from './teamApi';

/** The caller's place in its company, as the client's screens need it. */
export interface Membership {
  /** Still asking the server: what needs rights is not offered yet. */
  loading: boolean;
  /** The company (an admin viewing as a client: that client); null outside the client's area. */
  clientId: string | null;
  companyName: string | null;
  role: MemberRole | null;
  rule: ApprovalRule | null;
  rights: MemberRights;
}

const NONE: MemberRights = { manage: false, decide: false, comment: false };

/**
 * What the caller may do in its company (GET /api/me/clients, asked once and cached): owners manage
 * orders, ideas, brand, plan and team; the other roles review only. An admin viewing as a client
 * counts as an owner (it has no member role). When the server cannot say, the screens offer what an
 * owner sees (the account that was the client before teams): the server refuses the rest anyway.
 */
export function useMembership(): Membership {
  const area = useAppSelector(selectActiveArea);
  const user = useAppSelector(selectCurrentUser);
  const viewAsClientId = useAppSelector(selectViewAsClientId);
  const member = area === 'client' && user?.role === 'client';
  const { data, isLoading } = useGetMyClientsQuery(undefined, { skip: !member });

  if (area !== 'client')
    return { loading: false, clientId: null, companyName: null, role: null, rule: null, rights: NONE };
  if (!member) {
    return {
      loading: false,
      clientId: viewAsClientId,
      companyName: null,
      role: OWNER,
      rule: null,
      rights: MEMBER_RIGHTS[OWNER],
    };
  }
  const company = data?.[0];
  if (company) {
    return {
      loading: false,
      clientId: company.clientId,
      companyName: company.name,
      role: company.role,
      rule: company.rule,
      rights: MEMBER_RIGHTS[company.role],
    };
  }
  if (isLoading) return { loading: true, clientId: null, companyName: null, role: null, rule: null, rights: NONE };
  // Failed, or no company named: the account itself, as before teams.
  return {
    loading: false,
    clientId: user?.id ?? null,
    companyName: null,
    role: OWNER,
    rule: null,
    rights: MEMBER_RIGHTS[OWNER],
  };
}
