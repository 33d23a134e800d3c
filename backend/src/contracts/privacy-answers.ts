/** The privacy answers as zod schemas (values and texts: privacy.ts). */
import { z } from 'zod';
import { ROLES } from './roles.js';
import { DATA_EXPORT_STATUSES } from './privacy.js';
import { MEMBER_ROLES } from './team.js';

const id = () => z.string().meta({ format: 'uuid' });
const instant = () => z.string().meta({ format: 'date-time' });

/** POST /api/clients/:clientId/data-exports: the export the worker now writes. */
export const dataExportStartedSchema = z.object({
  id: id(),
  status: z.enum(DATA_EXPORT_STATUSES),
});
export type DataExportStarted = z.output<typeof dataExportStartedSchema>;

/** GET /api/clients/:clientId/data-exports: one of the company's exports, newest first. */
export const dataExportSchema = z.object({
  id: id(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: instant(),
  readyAt: instant().nullable(),
  expiresAt: instant().nullable(),
  bytes: z.number().int().nullable(),
  url: z.string().optional().describe('The signed download link (ready exports only), valid until expiresAt'),
});
export type DataExport = z.output<typeof dataExportSchema>;

/** POST /api/clients/:clientId/erasure. */
export const erasureScheduledSchema = z.object({ scheduledFor: instant() });
export type ErasureScheduled = z.output<typeof erasureScheduledSchema>;

/** GET /api/admin/erasures: a company whose erasure is pending, soonest first. */
export const pendingErasureSchema = z.object({
  clientId: id(),
  companyName: z.string(),
  requestedBy: z.object({ id: id(), name: z.string() }).nullable(),
  requestedAt: instant(),
  scheduledFor: instant(),
  started: z.boolean().describe('An execution began (it finishes on the next run)'),
});
export type PendingErasure = z.output<typeof pendingErasureSchema>;

/** GET /api/clients/:clientId/erasure: the company's pending erasure (404 when none is). */
export const companyErasureSchema = z.object({
  scheduledFor: instant(),
  requestedAt: instant(),
  started: z.boolean().describe('An execution began (it finishes on the next run; no longer cancellable)'),
});
export type CompanyErasure = z.output<typeof companyErasureSchema>;

/** GET /api/me/data: what the product holds about the caller. */
export const myDataSchema = z.object({
  profile: z.object({
    id: id(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES).nullable(),
    status: z.string(),
    createdAt: instant(),
    secondFactor: z.boolean(),
  }),
  memberships: z.array(
    z.object({ clientId: id(), companyName: z.string(), role: z.enum(MEMBER_ROLES), invitedAt: instant() }),
  ),
  sessions: z.array(z.object({ startedAt: instant(), lastRenewedAt: instant(), expiresAt: instant() })),
  messages: z.array(
    z.object({
      kind: z.enum(['comment', 'pin', 'reply']),
      projectId: id(),
      text: z.string(),
      createdAt: instant(),
    }),
  ),
  notifications: z.number().int().describe('How many in-app notifications are kept for the caller'),
});
export type MyData = z.output<typeof myDataSchema>;
