import { useAppSelector } from '../../shared/store/hooks';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { selectActiveArea, selectRole, selectSessionStatus } from '../../shared/session/authSlice';
import { NoRoleResult } from '../auth';
import { AdminDashboard } from './AdminDashboard';
import { ClientDashboard } from './ClientDashboard';
import { DesignerDashboard } from './DesignerDashboard';
import './dashboard.css';

/** /dashboard: one dashboard per role; an admin viewing as a client sees the client's. */
export function DashboardPage() {
  const status = useAppSelector(selectSessionStatus);
  const role = useAppSelector(selectRole);
  const area = useAppSelector(selectActiveArea);

  // The route guard already waits for the session; this covers rendering the page on its own.
  if (status !== 'authenticated') return <FullPageSpinner fullscreen={false} />;
  if (role === null) return <NoRoleResult />;
  if (area === 'admin') return <AdminDashboard />;
  if (area === 'designer') return <DesignerDashboard />;
  return <ClientDashboard />;
}
