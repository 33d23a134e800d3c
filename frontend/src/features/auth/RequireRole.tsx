import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectActiveArea, selectRole } from './authSlice';
import type { Role } from './types';

export interface RequireRoleProps {
  /** Roles allowed in; an admin viewing as a client also counts as a client. */
  roles: readonly Role[];
}

/** Keeps each area to its roles; anyone else lands on their own dashboard. The server enforces too. */
export function RequireRole({ roles }: RequireRoleProps) {
  const role = useAppSelector(selectRole);
  const area = useAppSelector(selectActiveArea);
  const allowed = roles.includes(area) || (role !== null && roles.includes(role));
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
