/**
 * The client's team (backend/src/contracts/team.ts): roles, their rights and labels, the approval
 * rule, guest links. Like the brand's, the file builds zod schemas, so it is not in ./contracts.ts:
 * import it only from the team's screens and the review, which keeps zod out of the other chunks.
 * No extension, so that Jest finds the TypeScript source as Vite and tsc do.
 */
// First: the schemas of the file are built without eval (the CSP forbids it).
import './zodJitless';

export {
  APPROVAL_RULES,
  APPROVAL_RULE_LABELS,
  GUEST_LIMITS,
  GUEST_ROLES,
  GUEST_ROLE_LABELS,
  MEMBER_RIGHTS,
  MEMBER_ROLES,
  MEMBER_ROLE_HINTS,
  MEMBER_ROLE_LABELS,
  MEMBER_STATUSES,
  TEAM_TEXTS,
  guestName,
} from '../../../backend/src/contracts/team';
export type {
  Approval,
  ApprovalRule,
  CreatedGuestLink,
  CreateGuestLinkBody,
  GuestLink,
  GuestRole,
  Member,
  MemberRights,
  MemberRole,
  MemberStatus,
  MyClient,
} from '../../../backend/src/contracts/team';
