/**
 * The privacy answers as the contract names them (api.md «Privacy»). Written here while the
 * backend's zod schemas are being built; the fields the screens do not need are optional.
 */

export type DataExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';

/** GET /api/clients/:clientId/data-exports: one export of the company's data. */
export interface DataExport {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  /** The ZIP's size once it is written. */
  bytes: number | null;
  /** Signed, 7 days; only while ready. */
  url?: string;
}

/** POST /api/clients/:clientId/erasure answers it; GET answers it while one is pending (404 otherwise). */
export interface PendingErasure {
  scheduledFor: string;
  requestedAt?: string | null;
}

/** GET /api/me/data: what the product holds about the caller (profile, memberships, sessions, messages). */
export type MyData = Record<string, unknown>;
