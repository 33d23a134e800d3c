import { api } from '../../shared/api/api';
import { sessionStarted } from '../../shared/session/authSlice';
import type { MfaChallenge } from '../../shared/contracts';
import type { AuthUser, SignInAnswer, SignInRequest, SignUpRequest } from '../../shared/session/types';

/** Sign-in's answer for an account with a second factor: the second step follows, no session yet. */
export function isMfaChallenge(answer: SignInAnswer): answer is MfaChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!isMfaChallenge(data)) dispatch(sessionStarted(data));
        } catch {
          // The form shows the error from the mutation result.
        }
      },
    }),
    signUp: build.mutation<{ user: AuthUser }, SignUpRequest>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useSignInMutation, useSignUpMutation, useSignOutMutation } = authApi;
