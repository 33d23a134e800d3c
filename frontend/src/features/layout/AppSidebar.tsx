import { LogoutOutlined } from '@ant-design/icons';
import { Badge, Button, ConfigProvider, Drawer, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { brandName } from '../../shared/brand';
import { selectActiveArea, selectRole, selectSecondFactorSetupRequired } from '../../shared/session/authSlice';
import { useSignOut } from '../auth';
import { useGetReviewQueueCountQuery } from '../dashboard';
import { useOpenQueueDashboard } from '../admin-queues';
import { useGetDesignerBadgeQuery } from '../designer';
import { useMembership } from '../team';
import { useGetClientBadgeQuery } from './badgesApi';
import { activeNavPath, navigationByArea, noRoleNavigation, type NavBadge, type NavItem } from './navigation';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE, type SidebarDataState } from './sidebarState';
import { useSidebar } from './SidebarProvider';
import { layoutTexts } from './texts';

/**
 * The badges count what needs the user's move: the client's orders to review, the designer's new
 * and sent-back orders, the admin's designs to check. Polled every 30 seconds (the spec's refresh),
 * and refreshed at once by the live notifications and the review decisions, through their tags.
 */
const BADGE_POLLING = { pollingInterval: 30_000, skipPollingIfUnfocused: true } as const;

const menuTheme = { components: { Menu: { collapsedWidth: 48, itemMarginInline: 4, activeBarBorderWidth: 0 } } };

interface SidebarContentProps {
  collapsed: boolean;
}

function SidebarContent({ collapsed }: SidebarContentProps) {
  const area = useAppSelector(selectActiveArea);
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  // An admin without a second factor is refused every count until it has set one up.
  const secondFactorMissing = useAppSelector(selectSecondFactorSetupRequired);
  const { data: designerBadge } = useGetDesignerBadgeQuery(undefined, { skip: area !== 'designer', ...BADGE_POLLING });
  const { data: reviewBadge } = useGetReviewQueueCountQuery(undefined, {
    skip: area !== 'admin' || secondFactorMissing,
    ...BADGE_POLLING,
  });
  const { data: clientBadge } = useGetClientBadgeQuery(undefined, {
    skip: area !== 'client' || role === null,
    ...BADGE_POLLING,
  });
  const openQueues = useOpenQueueDashboard();
  const designerCount = designerBadge?.count ?? 0;
  const reviewCount = reviewBadge?.count ?? 0;
  const clientCount = clientBadge?.count ?? 0;

  // A client's members see what their role lets them do (nothing of it while that is being asked).
  const { rights } = useMembership();
  const areaItems = role === null ? noRoleNavigation : navigationByArea[area];
  const items = useMemo(() => areaItems.filter((item) => !item.manage || rights.manage), [areaItems, rights.manage]);
  const selected = activeNavPath(items, pathname);

  const menuItems = useMemo<MenuProps['items']>(
    () =>
      items.map((item: NavItem) => {
        const counts: Record<NavBadge, number> = {
          clientProjects: clientCount,
          designerProjects: designerCount,
          adminReview: reviewCount,
        };
        const count = item.badge ? counts[item.badge] : 0;
        return {
          key: item.path,
          icon: count > 0 && collapsed ? <Badge dot>{item.icon}</Badge> : item.icon,
          title: item.label,
          label: item.serverPage ? (
            // The server's own page: a cookie for it first, then a full navigation.
            <a
              href={item.path}
              className="sidebar-link"
              onClick={(event) => {
                event.preventDefault();
                void openQueues();
              }}
            >
              <span className="sidebar-link__label">{item.label}</span>
            </a>
          ) : (
            <Link to={item.path} aria-current={item.path === selected ? 'page' : undefined} className="sidebar-link">
              <span className="sidebar-link__label">{item.label}</span>
              {count > 0 ? <Badge count={count} size="small" className="sidebar-link__badge" /> : null}
            </Link>
          ),
        };
      }),
    [items, clientCount, designerCount, reviewCount, collapsed, selected, openQueues],
  );

  const signOutButton = (
    <Button
      type="text"
      block
      icon={<LogoutOutlined />}
      onClick={signOut}
      loading={isSigningOut}
      aria-label={collapsed ? layoutTexts.signOut : undefined}
      className="sidebar__sign-out"
    >
      {collapsed ? null : layoutTexts.signOut}
    </Button>
  );

  return (
    <div className="sidebar__content">
      <div className="sidebar__brand">
        <Link to="/dashboard" aria-label={brandName}>
          {collapsed ? brandName.charAt(0) : brandName}
        </Link>
      </div>
      <nav className="sidebar__nav" aria-label={layoutTexts.navigation}>
        <ConfigProvider theme={menuTheme}>
          <Menu mode="inline" inlineCollapsed={collapsed} selectedKeys={selected ? [selected] : []} items={menuItems} />
        </ConfigProvider>
      </nav>
      <div className="sidebar__footer">
        {collapsed ? (
          <Tooltip title={layoutTexts.signOut} placement="right">
            {signOutButton}
          </Tooltip>
        ) : (
          signOutButton
        )}
      </div>
    </div>
  );
}

/**
 * Desktop: a sidebar that collapses to icons (16rem / 3rem). Below 768px: a slide-in panel (18rem).
 * `data-testid="sidebar"` and `data-state` let browser tests check which state it is in.
 */
export function AppSidebar() {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  const { pathname } = useLocation();

  // Following a link closes the slide-in panel.
  useEffect(() => {
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);

  if (isMobile) {
    const state: SidebarDataState = openMobile ? 'expanded' : 'collapsed';
    return (
      <Drawer
        placement="left"
        size={SIDEBAR_WIDTH_MOBILE}
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        forceRender
        closable={false}
        title={null}
        styles={{ body: { padding: 0 } }}
        aria-label={layoutTexts.navigation}
      >
        <div className="sidebar sidebar--mobile" data-testid="sidebar" data-state={state} data-mobile="true">
          <SidebarContent collapsed={false} />
        </div>
      </Drawer>
    );
  }

  const state: SidebarDataState = open ? 'expanded' : 'collapsed';
  return (
    <Layout.Sider
      className="sidebar"
      theme="light"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
      collapsed={!open}
      collapsible
      trigger={null}
      data-testid="sidebar"
      data-state={state}
      data-mobile="false"
    >
      <SidebarContent collapsed={!open} />
    </Layout.Sider>
  );
}
