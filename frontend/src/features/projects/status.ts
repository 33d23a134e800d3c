import type { ContentType, ProjectStatus } from '../../shared/contracts';

export type { ContentType, ProjectStatus };

/** Status labels of the order lifecycle (spec 000 section 4, spec 001 section 4). */
export const projectStatusLabels: Record<ProjectStatus, string> = {
  new: 'Neu',
  pending_approval: 'Wartet auf Bestätigung',
  in_progress: 'In Bearbeitung',
  admin_review: 'Admin-Review',
  review: 'Zur Review',
  completed: 'Abgeschlossen',
};

export function isProjectStatus(value: string): value is ProjectStatus {
  return Object.hasOwn(projectStatusLabels, value);
}

/** Unknown statuses are shown as they are (spec 000, client dashboard). */
export function projectStatusLabel(status: string): string {
  return isProjectStatus(status) ? projectStatusLabels[status] : status;
}

export const contentTypeLabels: Record<ContentType, string> = {
  post: 'Post',
  carousel: 'Carousel',
  reel: 'Reel',
};
