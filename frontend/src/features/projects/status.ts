import type { ContentType, ProjectStatus } from '../../shared/contracts';

export type { ContentType, ProjectStatus };

/**
 * Who reads the label: the client says "Zur Review" where designers and admins say "Kunden-Review"
 * (spec 000 and 001, section 4).
 */
export const statusAudiences = ['client', 'staff'] as const;
export type StatusAudience = (typeof statusAudiences)[number];

/** Status labels of the order lifecycle (spec 000 section 4, spec 001 section 4). */
export const projectStatusLabels: Record<ProjectStatus, string> = {
  new: 'Neu',
  pending_approval: 'Wartet auf Bestätigung',
  in_progress: 'In Bearbeitung',
  admin_review: 'Admin-Review',
  review: 'Zur Review',
  completed: 'Abgeschlossen',
};

const staffStatusLabels: Record<ProjectStatus, string> = { ...projectStatusLabels, review: 'Kunden-Review' };

export const projectStatusColors: Record<ProjectStatus, string> = {
  new: 'blue',
  pending_approval: 'gold',
  in_progress: 'processing',
  admin_review: 'purple',
  review: 'orange',
  completed: 'success',
};

export function isProjectStatus(value: string): value is ProjectStatus {
  return Object.hasOwn(projectStatusLabels, value);
}

/** Unknown statuses are shown as they are (spec 000, client dashboard). */
export function projectStatusLabel(status: string, audience: StatusAudience = 'client'): string {
  if (!isProjectStatus(status)) return status;
  return audience === 'client' ? projectStatusLabels[status] : staffStatusLabels[status];
}

/** The content types in the order the form offers them (the contract's union, as values). */
export const contentTypes = ['post', 'carousel', 'reel'] as const satisfies readonly ContentType[];

export const contentTypeLabels: Record<ContentType, string> = {
  post: 'Post',
  carousel: 'Carousel',
  reel: 'Reel',
};

/** Unknown content types are shown as they are. */
export function contentTypeLabel(type: string): string {
  return Object.hasOwn(contentTypeLabels, type) ? contentTypeLabels[type as ContentType] : type;
}

/** The client's tabs on /client/projects and the statuses each one groups (spec 000 section 4). */
export const clientTabs = ['review', 'active', 'completed'] as const;
export type ClientTab = (typeof clientTabs)[number];

export const clientTabStatuses: Record<ClientTab, readonly ProjectStatus[]> = {
  review: ['review'],
  active: ['new', 'in_progress', 'pending_approval', 'admin_review'],
  completed: ['completed'],
};

export function isClientTab(value: string | null): value is ClientTab {
  return value !== null && (clientTabs as readonly string[]).includes(value);
}

/** The designer's filter buttons (spec 001, /designer/projects); `all` sends no status. */
export const designerFilters = ['all', 'new', 'in_progress', 'admin_review', 'review', 'completed'] as const;
/** Admins see every order, including those still waiting for a designer. */
export const adminFilters = ['all', 'new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'] as const;
export type StatusFilter = 'all' | ProjectStatus;
