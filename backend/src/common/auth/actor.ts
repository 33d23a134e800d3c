import type { Role } from '../../contracts/roles.js';
import { MEMBER_RIGHTS, type GuestRole, type MemberRights, type MemberRole } from '../../contracts/team.js';

/** A client account's company (the id client-owned rows name) and its role there. */
export interface Membership {
  clientId: string;
  role: MemberRole;
}

/** A guest link's holder: one order of one company, named, with what the link lets it do. */
export interface GuestPass {
  linkId: string;
  projectId: string;
  clientId: string;
  name: string;
  role: GuestRole;
}

const GUEST_RIGHTS: Record<GuestRole, MemberRights> = {
  view: { manage: false, decide: false, comment: false },
  comment: { manage: false, decide: false, comment: true },
  approve: { manage: false, decide: true, comment: true },
};

/** Everything a company's owner may do: an admin viewing as a client acts with it. */
const ALL_RIGHTS: MemberRights = MEMBER_RIGHTS.owner;

/**
 * Who is calling, as every later query needs it: the account, its role, the company it belongs to
 * (a client's member) and (for an admin only) the client it is viewing the app as.
 */
export class Actor {
  constructor(
    readonly userId: string,
    readonly role: Role | null,
    readonly viewAsClientId: string | null = null,
    /** The session (refresh-token family) the access token belongs to; null for tokens without one. */
    readonly sessionId: string | null = null,
    readonly membership: Membership | null = null,
    readonly guest: GuestPass | null = null,
  ) {}

  /** A guest link's holder, acting on its one order (its `userId` is the link's id, never an account's). */
  static guestOf(pass: GuestPass): Actor {
    return new Actor(pass.linkId, null, null, null, null, pass);
  }

  /** The account behind the caller, for rows that name their author; null for a guest. */
  get accountId(): string | null {
    return this.guest ? null : this.userId;
  }

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /**
   * The client whose data client-scoped endpoints act on: the caller's company, or the client an
   * admin views. A client account in no company (removed from its team) acts on none.
   */
  get clientId(): string | null {
    if (this.guest) return this.guest.clientId;
    if (this.role === 'client') return this.membership?.clientId ?? null;
    if (this.isAdmin && this.viewAsClientId) return this.viewAsClientId;
    return null;
  }

  /** True when the caller may use client endpoints (a client, or an admin viewing as a client). */
  get actsAsClient(): boolean {
    return this.clientId !== null;
  }

  /** What the caller may do in the company it acts for (contracts/team.ts); null when it acts for none. */
  get memberRights(): MemberRights | null {
    if (this.guest) return GUEST_RIGHTS[this.guest.role];
    if (this.role === 'client') return this.membership ? MEMBER_RIGHTS[this.membership.role] : null;
    return this.isAdmin && this.viewAsClientId ? ALL_RIGHTS : null;
  }

  hasRole(roles: readonly Role[]): boolean {
    if (roles.includes('client') && this.actsAsClient) return true;
    return this.role !== null && roles.includes(this.role);
  }
}
