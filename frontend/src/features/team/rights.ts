import type { MemberRights, MemberRole } from '../../shared/contracts';

/**
 * The contract's MEMBER_RIGHTS (backend/src/contracts/team.ts), for the signed-in shell (the sidebar,
 * the route guards): that file builds zod schemas, which would come along into every page's first
 * load. rights.test.ts checks that both tables agree.
 */
export const SHELL_MEMBER_RIGHTS: Record<MemberRole, MemberRights> = {
  owner: { manage: true, decide: true, comment: true },
  approver: { manage: false, decide: true, comment: true },
  commenter: { manage: false, decide: false, comment: true },
  viewer: { manage: false, decide: false, comment: false },
};

/** The role an admin viewing as a client, and an account from before teams, count as: everything. */
export const FULL_ROLE: MemberRole = 'owner';
