/**
 * The client's team and its guests (docs/decisions.md "The client's team"): a client is a company
 * with members, each with a role there; an order's reviewers without an account come in by a guest
 * link. Values and schemas the web app imports too.
 */
import { z } from 'zod';
import { accountName } from './account-requests.js';
import { emailAddress, leftOutWhenNull, wholeNumber } from './fields.js';

/** What a member may do in its company, from everything down to seeing. */
export const MEMBER_ROLES = ['owner', 'approver', 'commenter', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Inhaber',
  approver: 'Freigabe',
  commenter: 'Kommentar',
  viewer: 'Lesen',
};

export const MEMBER_ROLE_HINTS: Record<MemberRole, string> = {
  owner: 'Alles, auch Abo, Zahlungen und das Team',
  approver: 'Prüfen, Pins setzen, freigeben, Änderungen anfordern',
  commenter: 'Sehen, Pins setzen und kommentieren, nicht entscheiden',
  viewer: 'Nur sehen',
};

/** What each member role may do, the one table the server and the web app both read. */
export interface MemberRights {
  /** Orders, ideas, brand, plan: order, edit, generate, pay, manage the team. */
  manage: boolean;
  /** Approve a version or ask for changes; create guest links. */
  decide: boolean;
  /** Pin and comment during a review round. */
  comment: boolean;
}

export const MEMBER_RIGHTS: Record<MemberRole, MemberRights> = {
  owner: { manage: true, decide: true, comment: true },
  approver: { manage: false, decide: true, comment: true },
  commenter: { manage: false, decide: false, comment: true },
  viewer: { manage: false, decide: false, comment: false },
};

/** A member that has not set its password yet is `invited`. */
export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  invitedAt: string;
}

/** GET /api/me/clients: a company the caller belongs to. */
export interface MyClient {
  clientId: string;
  name: string;
  role: MemberRole;
  rule: ApprovalRule;
}

/** Whether one approver's approval is enough, or every approver's of the same version. */
export const APPROVAL_RULES = ['any', 'all'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  any: 'Eine Freigabe genügt',
  all: 'Alle Freigabe-Personen',
};

export const TEAM_TEXTS = {
  roleInvalid: 'Bitte wähle eine Rolle: Inhaber, Freigabe, Kommentar oder Lesen',
  nameRequired: 'Bitte gib den Namen ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  ruleInvalid: 'Bitte wähle «Eine Freigabe genügt» oder «Alle Freigabe-Personen»',
  lastOwner: 'Die Firma braucht mindestens eine Person mit der Rolle Inhaber.',
  emailTaken: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto.',
  memberNotFound: 'Diese Person gehört nicht zum Team.',
  guestRoleInvalid: 'Bitte wähle, was der Gast darf: ansehen, kommentieren oder freigeben',
  expiryInvalid: 'Ein Gast-Link gilt 1 bis 30 Tage',
  guestLinkNotFound: 'Dieser Link ist ungültig, abgelaufen oder wurde zurückgezogen.',
  guestLinkLimit: 'Höchstens 20 offene Gast-Links je Auftrag',
  noCompany: 'Du gehörst zu keiner Firma mehr.',
} as const;

/** POST /api/clients/:clientId/members. */
export const inviteMemberBodySchema = z.object({
  name: accountName(TEAM_TEXTS.nameRequired).meta({ example: 'Anna Muster' }),
  email: emailAddress(TEAM_TEXTS.emailInvalid).meta({ example: 'anna@example.ch' }),
  role: z.enum(MEMBER_ROLES, { error: TEAM_TEXTS.roleInvalid }),
});

/** PATCH /api/clients/:clientId/members/:userId. */
export const changeMemberBodySchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: TEAM_TEXTS.roleInvalid }),
});

/** PUT /api/clients/:clientId/approval-rule (and its GET's answer). */
export const approvalRuleSchema = z.object({
  rule: z.enum(APPROVAL_RULES, { error: TEAM_TEXTS.ruleInvalid }),
});
export type ApprovalRuleBody = z.output<typeof approvalRuleSchema>;

/** What a guest link lets its holder do on its one order. */
export const GUEST_ROLES = ['view', 'comment', 'approve'] as const;
export type GuestRole = (typeof GUEST_ROLES)[number];

export const GUEST_ROLE_LABELS: Record<GuestRole, string> = {
  view: 'Ansehen',
  comment: 'Kommentieren',
  approve: 'Freigeben',
};

export const GUEST_LIMITS = { expiryDays: { min: 1, max: 30 }, openLinksPerOrder: 20 } as const;

/** POST /api/projects/:id/guest-links. */
export const createGuestLinkBodySchema = z.object({
  name: accountName(TEAM_TEXTS.nameRequired).meta({ example: 'Dr. Beat Keller' }),
  email: leftOutWhenNull(emailAddress(TEAM_TEXTS.emailInvalid)).describe('Optional: the guest then gets the review reminders'),
  role: z.enum(GUEST_ROLES, { error: TEAM_TEXTS.guestRoleInvalid }),
  expiresInDays: wholeNumber({ wrongType: TEAM_TEXTS.expiryInvalid })
    .min(GUEST_LIMITS.expiryDays.min, TEAM_TEXTS.expiryInvalid)
    .max(GUEST_LIMITS.expiryDays.max, TEAM_TEXTS.expiryInvalid),
});
export type CreateGuestLinkBody = z.output<typeof createGuestLinkBodySchema>;

/** A guest link as its order's owners and approvers see it: never its token. */
export interface GuestLink {
  id: string;
  name: string;
  email: string | null;
  role: GuestRole;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: { id: string; name: string } | null;
  /** `open` while it works; `expired` or `revoked` after. */
  state: 'open' | 'expired' | 'revoked';
}

/** POST /api/projects/:id/guest-links answers the URL once; only its hash is kept. */
export interface CreatedGuestLink {
  id: string;
  url: string;
  expiresAt: string;
}

/** Who approved which version of an order (ProjectDetail.approvals). */
export interface Approval {
  versionNumber: number;
  by: { name: string; kind: 'member' | 'guest' };
  at: string;
}

/** How a guest is named wherever it acted. */
export const guestName = (name: string) => `${name} (Gast)`;
