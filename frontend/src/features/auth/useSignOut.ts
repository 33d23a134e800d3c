import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { useSignOutMutation } from './authApi';
import { sessionEnded } from '../../shared/session/authSlice';

/** "Abmelden": revoke the refresh cookie, forget the session locally, then go to /auth. */
export function useSignOut() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const run = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch {
      // Even if the server cannot be reached, the local session ends.
    }
    // The sign-in page says "Erfolgreich ausgeloggt" (selectSignedOut): this page and its toasts
    // are gone by then, and the guard of the signed-in pages may be the first to send it there.
    dispatch(sessionEnded({ signedOut: true }));
    navigate('/auth', { replace: true });
  }, [dispatch, navigate, signOut]);

  return { signOut: run, isSigningOut: isLoading };
}
