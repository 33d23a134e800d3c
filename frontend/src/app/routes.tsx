import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RequireRole } from '../features/auth/RequireRole';
import { RequireSetupDone } from '../features/setup/RequireSetupDone';
import { RequireManage } from '../features/team/RequireManage';
import { FullPageSpinner } from '../shared/FullPageSpinner';
import { lazyPage } from './lazyPage';

const AntdLayout = lazyPage(() => import('./AntdLayout'), 'AntdLayout');
const AuthPage = lazyPage(() => import('../features/auth/AuthPage'), 'AuthPage');
const SetPasswordPage = lazyPage(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const SetupPage = lazyPage(() => import('../features/setup/SetupPage'), 'SetupPage');
const AppLayout = lazyPage(() => import('../features/layout/AppLayout'), 'AppLayout');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

const ClientProjectsPage = lazyPage(() => import('../features/projects/ClientProjectsPage'), 'ClientProjectsPage');
const NewProjectPage = lazyPage(() => import('../features/projects/NewProjectPage'), 'NewProjectPage');
const ClientProjectPage = lazyPage(() => import('../features/projects/workspace/OrderPages'), 'ClientProjectPage');
const ContentIdeasPage = lazyPage(() => import('../features/ideas/ContentIdeasPage'), 'ContentIdeasPage');
const SocialMediaPage = lazyPage(() => import('../features/social/SocialMediaPage'), 'SocialMediaPage');
const AdminSocialMediaPage = lazyPage(() => import('../features/social/SocialMediaPage'), 'AdminSocialMediaPage');
const ClientAnalyticsPage = lazyPage(() => import('../features/publishing/AnalyticsPage'), 'ClientAnalyticsPage');
const AdminAnalyticsPage = lazyPage(() => import('../features/publishing/AnalyticsPage'), 'AdminAnalyticsPage');
const BrandingPage = lazyPage(() => import('../features/branding/BrandingPage'), 'BrandingPage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SubscriptionPage = lazyPage(() => import('../features/billing/SubscriptionPage'), 'SubscriptionPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const GuestReviewPage = lazyPage(() => import('../features/guests/GuestReviewPage'), 'GuestReviewPage');
const ClientCalendarPage = lazyPage(() => import('../features/calendar/CalendarPages'), 'ClientCalendarPage');
const StaffCalendarPage = lazyPage(() => import('../features/calendar/CalendarPages'), 'StaffCalendarPage');
const SecurityPage = lazyPage(() => import('../features/security/SecurityPage'), 'SecurityPage');

const DesignerProjectsPage = lazyPage(
  () => import('../features/projects/DesignerProjectsPage'),
  'DesignerProjectsPage',
);
const DesignerProjectPage = lazyPage(() => import('../features/projects/workspace/OrderPages'), 'DesignerProjectPage');
const ClientBrandingViewerPage = lazyPage(
  () => import('../features/branding/ClientBrandingViewerPage'),
  'ClientBrandingViewerPage',
);

const AdminReviewPage = lazyPage(() => import('../features/projects/AdminReviewPage'), 'AdminReviewPage');
const AdminUsersPage = lazyPage(() => import('../features/admin/AdminUsersPage'), 'AdminUsersPage');
const AddClientPage = lazyPage(() => import('../features/admin/AddClientPage'), 'AddClientPage');
const AdminProjectsPage = lazyPage(() => import('../features/projects/AdminProjectsPage'), 'AdminProjectsPage');
const AdminProjectPage = lazyPage(() => import('../features/projects/workspace/OrderPages'), 'AdminProjectPage');
const AdminClientsPage = lazyPage(() => import('../features/admin/AdminClientsPage'), 'AdminClientsPage');
const AdminClientPage = lazyPage(() => import('../features/admin/AdminClientPage'), 'AdminClientPage');
const AdminDesignersPage = lazyPage(() => import('../features/admin/AdminDesignersPage'), 'AdminDesignersPage');
const AdminPlansPage = lazyPage(() => import('../features/admin/AdminPlansPage'), 'AdminPlansPage');
const AdminOverduePage = lazyPage(() => import('../features/admin/AdminOverduePage'), 'AdminOverduePage');

/**
 * The route table of both specification documents, but for the landing page (RootRoutes.tsx). The
 * sign-in page is plain React and CSS; every other page sits in AntdLayout, whose chunk brings antd.
 */
const appRoutes: RouteObject[] = [
  {
    // While no admin exists, the public entry pages lead to the first-run setup (the landing page
    // asks on its own, features/landing/useSetupRedirect.ts).
    element: <RequireSetupDone />,
    children: [{ path: '/auth', element: <AuthPage /> }],
  },
  {
    element: <AntdLayout />,
    children: [
      {
        element: <RequireSetupDone />,
        children: [{ path: '/passwort-setzen', element: <SetPasswordPage /> }],
      },
      { path: '/setup', element: <SetupPage /> },
      { path: '/app', element: <Navigate to="/dashboard" replace /> },
      // A guest link's order: no sign-in, outside the signed-in shell.
      { path: '/r/:token', element: <GuestReviewPage /> },
      {
        // Everything below needs a session; without one the guard sends to /auth.
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          {
            element: <RequireRole roles={['client']} />,
            children: [
              { path: '/client/projects', element: <ClientProjectsPage /> },
              { path: '/client/project/:id', element: <ClientProjectPage /> },
              { path: '/client/social-media', element: <SocialMediaPage /> },
              { path: '/client/calendar', element: <ClientCalendarPage /> },
              { path: '/client/analytics', element: <ClientAnalyticsPage /> },
              { path: '/client/team', element: <TeamPage /> },
              {
                // Ordering, the ideas and the plan are the owners' (a member's role, GET /api/me/clients).
                element: <RequireManage />,
                children: [
                  { path: '/client/new-project', element: <NewProjectPage /> },
                  { path: '/client/content-ideas', element: <ContentIdeasPage /> },
                  { path: '/client/subscription', element: <SubscriptionPage /> },
                ],
              },
            ],
          },
          {
            // "Mein Profil" is every role's; designers and admins see it without the plan parts.
            element: <RequireRole roles={['client', 'designer', 'admin']} />,
            children: [{ path: '/client/profile', element: <ProfilePage /> }],
          },
          {
            // The second factor, every role's too; an admin without one is led here (AppLayout).
            element: <RequireRole roles={['client', 'designer', 'admin']} />,
            children: [{ path: '/security', element: <SecurityPage /> }],
          },
          {
            // Designers reach the branding screen too (they are sent on to their client's branding).
            element: <RequireRole roles={['client', 'designer']} />,
            children: [{ path: '/client/branding', element: <BrandingPage /> }],
          },
          {
            element: <RequireRole roles={['designer', 'admin']} />,
            children: [
              { path: '/designer/projects', element: <DesignerProjectsPage /> },
              { path: '/designer/project/:id', element: <DesignerProjectPage /> },
              { path: '/designer/client/:clientId/branding', element: <ClientBrandingViewerPage /> },
              { path: '/designer/client/:clientId/calendar', element: <StaffCalendarPage /> },
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: '/admin/review', element: <AdminReviewPage /> },
              { path: '/admin/users', element: <AdminUsersPage /> },
              { path: '/admin/add-client', element: <AddClientPage /> },
              { path: '/admin/projects', element: <AdminProjectsPage /> },
              { path: '/admin/project/:id', element: <AdminProjectPage /> },
              { path: '/admin/clients', element: <AdminClientsPage /> },
              { path: '/admin/clients/:id', element: <AdminClientPage /> },
              { path: '/admin/clients/:clientId/calendar', element: <StaffCalendarPage /> },
              { path: '/admin/clients/:clientId/social-media', element: <AdminSocialMediaPage /> },
              { path: '/admin/clients/:clientId/analytics', element: <AdminAnalyticsPage /> },
              { path: '/admin/designers', element: <AdminDesignersPage /> },
              { path: '/admin/plans', element: <AdminPlansPage /> },
              { path: '/admin/overdue', element: <AdminOverduePage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

/**
 * The paths of the app's own routes (`/`, `/client/project/:id`, ...), for the server: these get
 * the app, any other path the 404 page (scripts/prerender-web.mjs writes them to pages.json).
 */
export function appRoutePaths(): string[] {
  return ['/', ...routePaths(appRoutes)];
}

export function AppRoutes() {
  const element = useRoutes(appRoutes);
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}
