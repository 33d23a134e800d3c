import type { Role } from '../../contracts/roles.js';

/**
 * Who is calling, as every later query needs it: the account, its role, and (for an admin only)
 * the client it is viewing the app as.
 */
export class Actor {
  constructor(
    readonly userId: string,
    readonly role: Role | null,
    readonly viewAsClientId: string | null = null,
    /** The session (refresh-token family) the access token belongs to; null for tokens without one. */
    readonly sessionId: string | null = null,
  ) {}

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /** The client whose data client-scoped endpoints act on: the caller, or the client an admin views. */
  get clientId(): string | null {
    if (this.role === 'client') return this.userId;
    if (this.isAdmin && this.viewAsClientId) return this.viewAsClientId;
    return null;
  }

  /** True when the caller may use client endpoints (a client, or an admin viewing as a client). */
  get actsAsClient(): boolean {
    return this.clientId !== null;
  }

  hasRole(roles: readonly Role[]): boolean {
    if (roles.includes('client') && this.actsAsClient) return true;
    return this.role !== null && roles.includes(this.role);
  }
}
