import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { secondFactorSetupDemanded, sessionEnded, sessionStarted, type StateWithAuth } from '../session/authSlice';
import { apiErrorCode, apiErrorStatus } from '../apiError';
import { TAG_TYPES } from './cacheTags';
import { API_BASE, refreshAccessToken } from './session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'include',
  prepareHeaders: (headers, { getState, endpoint }) => {
    // A guest link's requests carry its token and no session (features/guests/guestApi.ts).
    if (endpoint.startsWith('guest')) return headers;
    const { accessToken, user, viewAsClientId } = (getState() as StateWithAuth).auth;
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    // Only an admin may act as a client; anyone else sending the header gets 403.
    if (user?.role === 'admin' && viewAsClientId) headers.set('X-View-As-Client', viewAsClientId);
    return headers;
  },
});

/**
 * These answer 401 for their own reasons (bad credentials or code, an expired second step, no
 * cookie); a refresh would not help.
 */
const sessionEndpoints = [
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/refresh',
  '/auth/sign-out',
  '/auth/mfa/verify',
  '/auth/passkey/options',
  '/auth/passkey/verify',
];

/** An admin without a second factor: the server refuses everything but setting one up. */
function demandsSecondFactor(error: FetchBaseQueryError | undefined): boolean {
  return apiErrorStatus(error) === 403 && apiErrorCode(error) === 'MFA_SETUP_REQUIRED';
}

function requestUrl(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenSent = (api.getState() as StateWithAuth).auth.accessToken;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || sessionEndpoints.includes(requestUrl(args))) return result;

  // Another request may have renewed the token while this one was on the way: just retry.
  const tokenNow = (api.getState() as StateWithAuth).auth.accessToken;
  let renewed = tokenNow !== null && tokenNow !== tokenSent;
  if (!renewed) {
    const session = await refreshAccessToken();
    if (session) {
      api.dispatch(sessionStarted(session));
      renewed = true;
    } else if ((api.getState() as StateWithAuth).auth.status !== 'anonymous') {
      // The session is gone: forget it locally; the route guards send the user to /auth.
      api.dispatch(sessionEnded());
    }
  }
  if (renewed) result = await rawBaseQuery(args, api, extraOptions);
  return result;
};

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await baseQueryWithReauth(args, api, extraOptions);
  // The app leads the admin to /security (features/layout/AppLayout.tsx).
  if (demandsSecondFactor(result.error)) api.dispatch(secondFactorSetupDemanded());
  return result;
};

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
