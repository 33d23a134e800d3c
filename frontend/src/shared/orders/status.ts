import {
  CLIENT_TABS,
  PROJECT_STATUSES,
  STATUS_MEANINGS,
  statusesWhere,
  type ClientTab,
  type ContentType,
  type ProjectStatus,
  type StatusMeaning,
} from '../contracts';

export type { ClientTab, ContentType, ProjectStatus };

/**
 * Who reads the label: the client says "Zur Review" where designers and admins say "Kunden-Review"
 * (spec 000 and 001, section 4).
 */
export type StatusAudience = 'client' | 'staff';

/** Status labels of the order lifecycle (spec 000 section 4, spec 001 section 4). */
const projectStatusLabels: Record<ProjectStatus, string> = {
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
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/**
 * What the status means (the contract's table). A status this build does not know yet (a newer
 * server) means nothing: no one's move, not final, so the screens show no action for it.
 */
export function statusMeaning(status: string): StatusMeaning | undefined {
  return isProjectStatus(status) ? STATUS_MEANINGS[status] : undefined;
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

function statusesByClientTab(): Record<ClientTab, readonly ProjectStatus[]> {
  const byTab: Partial<Record<ClientTab, readonly ProjectStatus[]>> = {};
  for (const tab of CLIENT_TABS) byTab[tab] = statusesWhere((meaning) => meaning.clientTab === tab);
  return byTab as Record<ClientTab, readonly ProjectStatus[]>;
}

/** The statuses each of the client's tabs groups (spec 000 section 4), from the contract's table. */
export const clientTabStatuses = statusesByClientTab();

/** The tab /client/projects opens without `?tab=`: what waits for the client comes first. */
export const DEFAULT_CLIENT_TAB: ClientTab = CLIENT_TABS[0];

export function isClientTab(value: string | null): value is ClientTab {
  return value !== null && (CLIENT_TABS as readonly string[]).includes(value);
}

export type StatusFilter = 'all' | ProjectStatus;

/** The designer's filter buttons (spec 001, /designer/projects): the statuses with a designer on the order; `all` sends no status. */
export const designerFilters: readonly StatusFilter[] = ['all', ...statusesWhere((meaning) => meaning.hasDesigner)];
/** Admins see every order, including those still waiting for a designer. */
export const adminFilters: readonly StatusFilter[] = ['all', ...PROJECT_STATUSES];
