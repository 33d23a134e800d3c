import type { Session } from '../session/types';

export const API_BASE = '/api';
const REFRESH_LOCK = 'contentflow-auth-refresh';

async function requestRefresh(): Promise<Session | null> {
  const response = await fetch(`${API_BASE}/auth/refresh`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  return (await response.json()) as Session;
}

/**
 * Other tabs share the refresh cookie. The server revokes a whole token family when a refresh token
 * is used twice, so tabs take turns: the second tab refreshes with the cookie the first one received.
 */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, task);
  }
  return task();
}

let inFlight: Promise<Session | null> | null = null;

/**
 * One silent `POST /api/auth/refresh` at a time: callers that arrive while a refresh runs share its
 * result instead of sending the (single-use) refresh cookie again. Resolves to null when the
 * session cannot be renewed.
 */
export function refreshAccessToken(): Promise<Session | null> {
  inFlight ??= withCrossTabLock(requestRefresh)
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
