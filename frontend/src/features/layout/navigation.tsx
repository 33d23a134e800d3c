import {
  AuditOutlined,
  BarChartOutlined,
  ClusterOutlined,
  BgColorsOutlined,
  BulbOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FolderOpenOutlined,
  HighlightOutlined,
  PlusCircleOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Role } from '../../shared/session/types';
import { navLabels } from './texts';

export type NavBadge = 'clientProjects' | 'designerProjects' | 'adminReview';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  /** Further path prefixes that belong to this entry (detail pages). */
  alsoActiveOn?: string[];
  /**
   * A count of what needs the user's move beside the entry: the client's orders to review, the
   * designer's new and sent-back orders, the admin's designs to check.
   */
  badge?: NavBadge;
  /** Served by the API, not a route of this app: opened by a full page navigation (see `opens`). */
  serverPage?: 'queues';
  /** A client's owners' only (ordering, ideas): the other members of the company do not see it. */
  manage?: true;
}

export const navigationByArea: Record<Role, NavItem[]> = {
  client: [
    { path: '/dashboard', label: navLabels.dashboard, icon: <DashboardOutlined /> },
    {
      path: '/client/projects',
      label: navLabels.clientProjects,
      icon: <FolderOpenOutlined />,
      alsoActiveOn: ['/client/project/'],
      badge: 'clientProjects',
    },
    { path: '/client/new-project', label: navLabels.newProject, icon: <PlusCircleOutlined />, manage: true },
    { path: '/client/content-ideas', label: navLabels.contentIdeas, icon: <BulbOutlined />, manage: true },
    { path: '/client/calendar', label: navLabels.calendar, icon: <CalendarOutlined /> },
    { path: '/client/analytics', label: navLabels.analytics, icon: <BarChartOutlined /> },
    { path: '/client/social-media', label: navLabels.socialMedia, icon: <ShareAltOutlined /> },
    { path: '/client/branding', label: navLabels.branding, icon: <BgColorsOutlined /> },
    { path: '/client/team', label: navLabels.team, icon: <TeamOutlined /> },
    // The subscription page has no entry of its own: nothing is highlighted there (it is not the profile).
    { path: '/client/profile', label: navLabels.profile, icon: <UserOutlined /> },
  ],
  designer: [
    { path: '/dashboard', label: navLabels.dashboard, icon: <DashboardOutlined /> },
    {
      path: '/designer/projects',
      label: navLabels.designerProjects,
      icon: <FolderOpenOutlined />,
      // An order's page is one of "Meine Aufträge"; a client's brand is not an order: no entry lit there.
      alsoActiveOn: ['/designer/project/'],
      badge: 'designerProjects',
    },
  ],
  admin: [
    { path: '/dashboard', label: navLabels.dashboard, icon: <DashboardOutlined /> },
    { path: '/admin/review', label: navLabels.review, icon: <AuditOutlined />, badge: 'adminReview' },
    { path: '/admin/overdue', label: navLabels.overdue, icon: <FieldTimeOutlined /> },
    { path: '/admin/clients', label: navLabels.clients, icon: <ShopOutlined />, alsoActiveOn: ['/admin/add-client'] },
    { path: '/admin/designers', label: navLabels.designers, icon: <HighlightOutlined /> },
    { path: '/admin/plans', label: navLabels.plans, icon: <CreditCardOutlined /> },
    { path: '/admin/users', label: navLabels.users, icon: <TeamOutlined /> },
    {
      path: '/admin/projects',
      label: navLabels.projects,
      icon: <FolderOpenOutlined />,
      alsoActiveOn: ['/admin/project/'],
    },
    { path: '/admin/queues', label: navLabels.queues, icon: <ClusterOutlined />, serverPage: 'queues' },
  ],
};

/** An account without a role has only its dashboard, which says "Keine Rolle gefunden". */
export const noRoleNavigation: NavItem[] = [
  { path: '/dashboard', label: navLabels.dashboard, icon: <DashboardOutlined /> },
];

/** The entry to highlight for a path: exact match first, then the detail-page prefixes. */
export function activeNavPath(items: NavItem[], pathname: string): string | undefined {
  const exact = items.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  if (exact) return exact.path;
  return items.find((item) => item.alsoActiveOn?.some((prefix) => pathname.startsWith(prefix)))?.path;
}
