import { api } from '../../app/api';
import { sessionStarted } from './authSlice';
import type { AuthUser, Session, SignInRequest, SignUpRequest } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Session, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted(data));
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
