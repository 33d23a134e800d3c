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
  // Only the answer that matters, so that the usual one (no setup needed) renders nothing again: on
  // the prerendered sign-in page a render here while the page below still hydrates would make React
  // hydrate it at once, in one long task, instead of in pieces (docs/decisions.md, «First load»).
  const { needed } = useGetSetupStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ needed: data?.needed === true }),
  });
  if (needed) return <Navigate to="/setup" replace />;
  return children ?? <Outlet />;
}
