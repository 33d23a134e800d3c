import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { selectActiveArea, selectRole } from '../../shared/session/authSlice';
import type { Role } from '../../shared/session/types';

// Loaded when needed: antd's Result (with its illustrations) stays out of the entry, which the
// public pages load too.
const NoRoleResult = lazy(() => import('./NoRoleResult').then((module) => ({ default: module.NoRoleResult })));

export interface RequireRoleProps {
  /** Roles allowed in; an admin viewing as a client also counts as a client. */
  roles: readonly Role[];
}

/**
 * Keeps each area to its roles; anyone else lands on their own dashboard. The server enforces too.
 * An account without a role enters no area (not even the client's, although the area falls back to
 * client): it sees "Keine Rolle gefunden" right there, at whatever address it opened, instead of
 * client screens whose requests would fail.
 */
export function RequireRole({ roles }: RequireRoleProps) {
  const role = useAppSelector(selectRole);
  const area = useAppSelector(selectActiveArea);
  if (role === null) {
    return (
      <Suspense fallback={<FullPageSpinner fullscreen={false} />}>
        <NoRoleResult />
      </Suspense>
    );
  }
  const allowed = roles.includes(area) || roles.includes(role);
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
