import type { VersionStatus } from './projects.js';

/**
 * What a design version's status means to the screens, one row per status (the version moves in the
 * order's machine, projects/domain; the web app asks this table instead of comparing status words):
 * - `inCheck`: it waits for the admin's check;
 * - `cameBackFrom`: who sent it back to the designer for rework (the admin's check or the client's
 *   change request), null while it was not sent back;
 * - `approved`: the client approved it: the order's finished designs.
 */
interface VersionMeaning {
  inCheck: boolean;
  cameBackFrom: 'admin' | 'client' | null;
  approved: boolean;
}

export const VERSION_MEANINGS = {
  in_check: { inCheck: true, cameBackFrom: null, approved: false },
  sent_back: { inCheck: false, cameBackFrom: 'admin', approved: false },
  in_review: { inCheck: false, cameBackFrom: null, approved: false },
  changes_requested: { inCheck: false, cameBackFrom: 'client', approved: false },
  approved: { inCheck: false, cameBackFrom: null, approved: true },
  withdrawn: { inCheck: false, cameBackFrom: null, approved: false },
} as const satisfies Record<VersionStatus, VersionMeaning>;
