import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { useMembership } from './useMembership';

/** The owners' pages (ordering, ideas, plan): another member lands on its dashboard. The server refuses too. */
export function RequireManage() {
  const { loading, rights } = useMembership();
  if (loading) return <FullPageSpinner fullscreen={false} />;
  return rights.manage ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
