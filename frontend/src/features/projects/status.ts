export const projectStatuses = ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectStatusLabels: Record<ProjectStatus, string> = {
  new: 'Neu',
  pending_approval: 'Wartet auf Bestätigung',
  in_progress: 'In Bearbeitung',
  admin_review: 'Admin-Review',
  review: 'Zur Review',
  completed: 'Abgeschlossen',
};

export function isProjectStatus(value: string): value is ProjectStatus {
  return (projectStatuses as readonly string[]).includes(value);
}

/** Unknown statuses are shown as they are (spec 000, client dashboard). */
export function projectStatusLabel(status: string): string {
  return isProjectStatus(status) ? projectStatusLabels[status] : status;
}

export const contentTypes = ['post', 'carousel', 'reel'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentTypeLabels: Record<ContentType, string> = {
  post: 'Post',
  carousel: 'Carousel',
  reel: 'Reel',
};
