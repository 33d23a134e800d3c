import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../shared/api/api';
import type { MfaVerifyBody } from '../../shared/contracts';
import { sessionStarted } from '../../shared/session/authSlice';
import type { Session } from '../../shared/session/types';

interface PasskeyRequest {
  mfaToken: string;
  response: AuthenticationResponseJSON;
}

/**
 * The second step of the sign-in. Injected by the lazily loaded step (SecondFactorStep), not by
 * authApi: the sign-in page's first load stays as small as it was.
 */
const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifySecondFactorCode: build.mutation<Session, MfaVerifyBody>({
      query: (body) => ({ url: '/auth/mfa/verify', method: 'POST', body }),
      // A session, exactly like a sign-in without a second factor.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted(data));
        } catch {
          // The second step shows the error from the mutation result.
        }
      },
    }),
    getPasskeySignInOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, { mfaToken: string }>({
      query: (body) => ({ url: '/auth/passkey/options', method: 'POST', body }),
    }),
    verifyPasskeySignIn: build.mutation<Session, PasskeyRequest>({
      query: (body) => ({ url: '/auth/passkey/verify', method: 'POST', body }),
      // A session, exactly like a sign-in without a second factor.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted(data));
        } catch {
          // The second step shows the error from the mutation result.
        }
      },
    }),
  }),
});

export const { useVerifySecondFactorCodeMutation, useGetPasskeySignInOptionsMutation, useVerifyPasskeySignInMutation } =
  secondFactorApi;
