import { refreshAccessToken } from '../../shared/api/session';
import type { AppDispatch } from '../../shared/store/store';
import { sessionEnded, sessionStarted } from '../../shared/session/authSlice';

/** On start-up the access token is gone (memory only); the refresh cookie brings the session back. */
export async function restoreSession(dispatch: AppDispatch): Promise<void> {
  const session = await refreshAccessToken();
  dispatch(session ? sessionStarted(session) : sessionEnded());
}
