/** The team's and the guest links' answers as zod schemas (values and texts: team.ts). */
import { z } from 'zod';
import { APPROVAL_RULES, GUEST_LINK_STATES, GUEST_ROLES, MEMBER_ROLES, MEMBER_STATUSES } from './team.js';

const id = () => z.string().meta({ format: 'uuid' });
const instant = () => z.string().meta({ format: 'date-time' });

export const memberSchema = z.object({
  userId: id(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  invitedAt: instant(),
  joinedAt: instant()
    .nullable()
    .describe('When the member set its password (a founding owner: when the company signed up); null while invited'),
});
export type Member = z.output<typeof memberSchema>;

/** GET /api/me/clients: a company the caller belongs to. */
export const myClientSchema = z.object({
  clientId: id(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  rule: z.enum(APPROVAL_RULES),
});
export type MyClient = z.output<typeof myClientSchema>;

/** A guest link as its order's owners and approvers see it: never its token. */
export const guestLinkSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(GUEST_ROLES),
  createdAt: instant(),
  expiresAt: instant(),
  revokedAt: instant().nullable(),
  createdBy: z.object({ id: id(), name: z.string() }).nullable(),
  state: z.enum(GUEST_LINK_STATES).describe('open while it works; expired or revoked after'),
});
export type GuestLink = z.output<typeof guestLinkSchema>;

/** POST /api/projects/:id/guest-links answers the URL once; only its hash is kept. */
export const createdGuestLinkSchema = z.object({
  id: id(),
  url: z.string().describe('/r/<token>, shown this once'),
  expiresAt: instant(),
});
export type CreatedGuestLink = z.output<typeof createdGuestLinkSchema>;
