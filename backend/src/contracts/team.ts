/**
 * The client's team and its guests (docs/decisions.md "The client's team"): a client is a company
 * with members, each with a role there; an order's reviewers without an account come in by a guest
 * link. The values the web app imports too; the requests' schemas are in team-requests.ts, the
 * answers' in team-answers.ts.
 */

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

/**
 * What a member may do on an order, as a clause after «Rolle …:» — the invitation mail and the
 * order page both say it this way.
 */
export const MEMBER_ROLE_ALLOWS: Record<MemberRole, string> = {
  owner: 'du kannst Designs kommentieren, freigeben oder Änderungen anfordern und verwaltest Aufträge, Abo und Team',
  approver: 'du kannst Designs kommentieren, freigeben oder Änderungen anfordern',
  commenter: 'du kannst Designs kommentieren und Pins setzen, aber nicht freigeben oder Änderungen anfordern',
  viewer: 'du kannst die Designs ansehen, aber nicht kommentieren oder freigeben',
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
  teamFull: 'Ein Team hat höchstens 50 Personen.',
} as const;

/** What a guest link lets its holder do on its one order. */
export const GUEST_ROLES = ['view', 'comment', 'approve'] as const;
export type GuestRole = (typeof GUEST_ROLES)[number];

export const GUEST_ROLE_LABELS: Record<GuestRole, string> = {
  view: 'Ansehen',
  comment: 'Kommentieren',
  approve: 'Freigeben',
};

export const TEAM_LIMITS = { members: 50 } as const;

export const GUEST_LIMITS = { expiryDays: { min: 1, max: 30 }, openLinksPerOrder: 20 } as const;

export const GUEST_LINK_STATES = ['open', 'expired', 'revoked'] as const;

/** How a guest is named wherever it acted. */
export const guestName = (name: string) => `${name} (Gast)`;
