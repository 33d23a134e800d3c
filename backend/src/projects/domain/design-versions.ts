import type { PinAuthorRole, ProjectStatus, VersionStatus } from '../../contracts/projects.js';

/** The version's designs are the order's current ones: it is being checked, reviewed or was approved. */
export const CURRENT_VERSION_STATUSES: readonly VersionStatus[] = ['in_check', 'in_review', 'approved'];

/** The version the client approved: the order's result (its files, the approval record's end). */
export const APPROVED_VERSION: VersionStatus = 'approved';

/** Versions whose pins are the designer's checklist: sent back by the admin or asked to change by the client. */
export const REWORK_VERSION_STATUSES: readonly VersionStatus[] = ['sent_back', 'changes_requested'];

/** The designer ticks its checklist while it reworks the order or the admin checks the new version. */
const CHECKLIST_OPEN_IN: readonly ProjectStatus[] = ['in_progress', 'admin_review'];

export function checklistOpen(status: ProjectStatus): boolean {
  return CHECKLIST_OPEN_IN.includes(status);
}

/**
 * The version a tick counts for: the one the admin checks now, or the next one while the designer
 * still works on it.
 */
export function resolvedInVersion(status: ProjectStatus, latestNumber: number): number {
  return status === 'admin_review' ? latestNumber : latestNumber + 1;
}

/** The client sees a version once the admin passed it, never one it sent back. */
export function versionVisibleToClient(version: { passedAt?: Date | string | null }): boolean {
  return version.passedAt !== null && version.passedAt !== undefined;
}

/** The admin's pins are its internal send-back: for the designer and the admins only. */
export function pinIsInternal(pin: { authorRole: PinAuthorRole }): boolean {
  return pin.authorRole === 'admin';
}

/**
 * The agency sees a client's pin once the change request sent it: a pin its team placed in the
 * running review round is the client's side's until then.
 */
export function pinVisibleToStaff(pin: { pending: boolean }): boolean {
  return !pin.pending;
}

/** The client sees its own pins on the versions it was shown, never the admin's. */
export function pinVisibleToClient(
  pin: { authorRole: PinAuthorRole },
  version: { passedAt?: Date | string | null },
): boolean {
  return !pinIsInternal(pin) && versionVisibleToClient(version);
}
