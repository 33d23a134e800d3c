import type { MemberRole } from '../../shared/contracts';

/** The role an admin viewing as a client, and an account from before teams, count as: everything. */
export const FULL_ROLE: MemberRole = 'owner';
