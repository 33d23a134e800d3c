import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { api } from '../../shared/api/api';
import { userRefreshed } from '../../shared/session/authSlice';
import type { AuthUser } from '../../shared/session/types';
import type { MfaStatus, PasskeySummary, RecoveryCodes, TotpSetup } from '../../shared/contracts';

interface PasswordProof {
  currentPassword: string;
}

interface NewPasskey {
  name: string;
  response: RegistrationResponseJSON;
}

const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecondFactors: build.query<MfaStatus, void>({
      query: () => '/me/mfa',
      providesTags: ['SecondFactors'],
    }),
    /**
     * GET /api/auth/me, read again whenever a factor changes: the signed-in user's `mfa` follows, so
     * an admin led to /security is let go once it has a factor.
     */
    getAccount: build.query<{ user: AuthUser }, void>({
      query: () => '/auth/me',
      providesTags: ['SecondFactors'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data.user));
        } catch {
          // The session's own user stays; the next change tries again.
        }
      },
    }),
    startTotpSetup: build.mutation<TotpSetup, PasswordProof>({
      query: (body) => ({ url: '/me/mfa/totp', method: 'POST', body }),
    }),
    confirmTotp: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/me/mfa/totp/confirm', method: 'POST', body }),
      invalidatesTags: ['SecondFactors', 'Users'],
    }),
    removeTotp: build.mutation<void, PasswordProof>({
      query: (body) => ({ url: '/me/mfa/totp', method: 'DELETE', body }),
      invalidatesTags: ['SecondFactors', 'Users'],
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodes, PasswordProof>({
      query: (body) => ({ url: '/me/mfa/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['SecondFactors', 'Users'],
    }),
    getPasskeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, PasswordProof>({
      query: (body) => ({ url: '/me/passkeys/options', method: 'POST', body }),
    }),
    addPasskey: build.mutation<PasskeySummary, NewPasskey>({
      query: (body) => ({ url: '/me/passkeys', method: 'POST', body }),
      invalidatesTags: ['SecondFactors', 'Users'],
    }),
    removePasskey: build.mutation<void, PasswordProof & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/me/passkeys/${encodeURIComponent(id)}`, method: 'DELETE', body }),
      invalidatesTags: ['SecondFactors', 'Users'],
    }),
  }),
});

export const {
  useGetSecondFactorsQuery,
  useGetAccountQuery,
  useStartTotpSetupMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useGetPasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
} = securityApi;
