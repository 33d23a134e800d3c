import { SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import {
  selectCurrentUser,
  selectIsViewingAsClient,
  selectSecondFactorSetupRequired,
} from '../../shared/session/authSlice';
import { NotificationBell } from '../notifications';
import { AppSidebar } from './AppSidebar';
import { SidebarProvider } from './SidebarProvider';
import { SidebarTrigger } from './SidebarTrigger';
import { layoutTexts, roleLabels } from './texts';
import { ViewAsClientBanner } from './ViewAsClientBanner';
import './layout.css';

/** Where an admin without a second factor is led, from every page, until it has set one up. */
const SECURITY_PATH = '/security';

/** The signed-in shell: the role's sidebar, a top bar with the trigger, and the page. */
export function AppLayout() {
  const user = useAppSelector(selectCurrentUser);
  const viewingAsClient = useAppSelector(selectIsViewingAsClient);
  const secondFactorMissing = useAppSelector(selectSecondFactorSetupRequired);
  const { pathname } = useLocation();

  // The server refuses such an admin everything else (403 MFA_SETUP_REQUIRED, which sets the flag too).
  if (secondFactorMissing && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;

  return (
    <SidebarProvider>
      <a className="skip-link" href="#main-content">
        {layoutTexts.skipToContent}
      </a>
      <Layout className="app-shell">
        <AppSidebar />
        <Layout className="app-main">
          <header className="app-topbar">
            <SidebarTrigger />
            {user ? (
              <div className="app-topbar__account">
                {/* Its requests would be refused until the admin has a second factor. */}
                {secondFactorMissing ? null : <NotificationBell />}
                <Typography.Text className="app-topbar__user" type="secondary">
                  {layoutTexts.signedInAs} <strong>{user.name || user.email}</strong>
                  {user.role ? ` · ${roleLabels[user.role]}` : null}
                </Typography.Text>
                {/*
                  The own profile for every role (designers and admins have no sidebar entry for it);
                  not while an admin views as a client, where /client/profile is the client's.
                */}
                {user.role && !viewingAsClient ? (
                  <>
                    <Link to="/client/profile" className="app-topbar__profile" data-testid="my-profile-link">
                      <UserOutlined aria-hidden="true" />{' '}
                      <span className="app-topbar__link-text">{layoutTexts.myProfile}</span>
                    </Link>
                    <Link to={SECURITY_PATH} className="app-topbar__profile" data-testid="security-link">
                      <SafetyOutlined aria-hidden="true" />{' '}
                      <span className="app-topbar__link-text">{layoutTexts.security}</span>
                    </Link>
                  </>
                ) : null}
              </div>
            ) : null}
          </header>
          <Layout.Content id="main-content" className="app-content" tabIndex={-1}>
            {viewingAsClient ? <ViewAsClientBanner /> : null}
            <Suspense fallback={<FullPageSpinner fullscreen={false} />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </SidebarProvider>
  );
}
