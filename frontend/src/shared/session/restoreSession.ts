import { refreshAccessToken } from '../api/session';
import type { AppDispatch } from '../store/store';
import { sessionEnded, sessionStarted } from './authSlice';

/** On start-up the access token is gone (memory only); the refresh cookie brings the session back. */
export async function restoreSession(dispatch: AppDispatch): Promise<void> {
  const session = await refreshAccessToken();
  dispatch(session ? sessionStarted(session) : sessionEnded());
}
