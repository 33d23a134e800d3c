import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useGetSetupStatusQuery } from './setupApi';

export interface RequireSetupDoneProps {
  children?: ReactNode;
}

/**
 * The public entry pages (landing, sign-in) while no admin exists yet: sends to /setup once the
 * server says so. Until then, and when the status cannot be loaded, the page shows as usual, so the
 * landing page never waits for this request.
 */
export function RequireSetupDone({ children }: RequireSetupDoneProps) {
  const { data } = useGetSetupStatusQuery();
  if (data?.needed) return <Navigate to="/setup" replace />;
  return children ?? <Outlet />;
}
