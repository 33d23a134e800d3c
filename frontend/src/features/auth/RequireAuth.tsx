import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { selectSessionStatus } from '../../shared/session/authSlice';

export interface RequireAuthProps {
  children?: ReactNode;
}

/** Pages behind sign-in: a spinner while the session is restored, /auth without a session. */
export function RequireAuth({ children }: RequireAuthProps) {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}
