import type { LifecycleEventType, ProjectStatus, VersionStatus } from '../../contracts/projects.js';

/**
 * What a lifecycle event does to the order's latest version of final designs. A submission opens a
 * new version (`in_check`); the admin passes it to the client or sends it back; the client asks for
 * changes or approves; a designer who leaves takes an undecided version with it. Versions are kept
 * whatever happens: "withdrawn" final designs are no longer current, not deleted.
 */
export const VERSION_STEPS: Partial<Record<LifecycleEventType, { from: readonly VersionStatus[]; to: VersionStatus }>> = {
  ADMIN_APPROVE: { from: ['in_check'], to: 'in_review' },
  ADMIN_REJECT: { from: ['in_check'], to: 'sent_back' },
  REQUEST_CHANGES: { from: ['in_review'], to: 'changes_requested' },
  CLIENT_APPROVE: { from: ['in_review'], to: 'approved' },
  DESIGNER_UNASSIGNED: { from: ['in_check', 'in_review'], to: 'withdrawn' },
};

/** The version's designs are the order's current ones: it is being checked, reviewed or was approved. */
export const CURRENT_VERSION_STATUSES: readonly VersionStatus[] = ['in_check', 'in_review', 'approved'];

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
