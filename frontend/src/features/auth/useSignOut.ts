import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../shared/toast';
import { useSignOutMutation } from './authApi';
import { sessionEnded } from './authSlice';
import { authTexts } from './texts';

/** "Abmelden": revoke the refresh cookie, forget the session locally, then go to /auth. */
export function useSignOut() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const run = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch {
      // Even if the server cannot be reached, the local session ends.
    }
    dispatch(sessionEnded());
    toast.success(authTexts.signedOut);
    navigate('/auth', { replace: true });
  }, [dispatch, toast, navigate, signOut]);

  return { signOut: run, isSigningOut: isLoading };
}
