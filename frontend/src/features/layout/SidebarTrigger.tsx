import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSidebar } from './SidebarProvider';
import { layoutTexts } from './texts';

export function SidebarTrigger() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  const icon = isMobile ? <MenuOutlined /> : open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
  return (
    <Tooltip title={layoutTexts.toggleSidebarHint}>
      <Button
        type="text"
        icon={icon}
        onClick={toggle}
        aria-label={layoutTexts.toggleSidebar}
        aria-expanded={expanded}
        aria-keyshortcuts="Control+B Meta+B"
        data-testid="sidebar-trigger"
      />
    </Tooltip>
  );
}
