import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, Role, Session } from './types';
import { readViewAsClientId } from './viewAsClientStorage';

/** @public the union's values beside the union (a union's values are exported beside it), read only here so far */
export const sessionStatuses = ['restoring', 'authenticated', 'anonymous'] as const;
type SessionStatus = (typeof sessionStatuses)[number];

export interface AuthState {
  status: SessionStatus;
  /** Lives only in memory; a reload restores it through the refresh cookie. */
  accessToken: string | null;
  expiresAt: string | null;
  user: AuthUser | null;
  /** Mirrors session storage `viewAsClientId` while an admin views the app as a client. */
  viewAsClientId: string | null;
  /** Set by "Abmelden" until the next sign-in: the sign-in page says "Erfolgreich ausgeloggt". */
  signedOut?: boolean;
  /** What the sign-in page says instead, when the session ended for another reason (a deleted account). */
  farewell?: string | null;
}

/** Any store that holds this slice; lets the API layer read the session without the root type. */
export interface StateWithAuth {
  auth: AuthState;
}

function initialAuthState(): AuthState {
  return { status: 'restoring', accessToken: null, expiresAt: null, user: null, viewAsClientId: readViewAsClientId() };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(state, action: PayloadAction<Session>) {
      state.status = 'authenticated';
      state.accessToken = action.payload.accessToken;
      state.expiresAt = action.payload.expiresAt;
      state.user = action.payload.user;
      state.signedOut = false;
    },
    /** The session is gone: signed out here (`{ signedOut: true }`), expired, or never restored. */
    sessionEnded(state, action: PayloadAction<{ signedOut: boolean; farewell?: string } | undefined>) {
      state.signedOut = action.payload?.signedOut ?? false;
      state.farewell = action.payload?.farewell ?? null;
      state.status = 'anonymous';
      state.accessToken = null;
      state.expiresAt = null;
      state.user = null;
      state.viewAsClientId = null;
    },
    viewAsClientChanged(state, action: PayloadAction<string | null>) {
      state.viewAsClientId = action.payload;
    },
    /** The account as GET /api/auth/me reports it now (e.g. after a second factor was set up). */
    userRefreshed(state, action: PayloadAction<AuthUser>) {
      if (state.user?.id === action.payload.id) state.user = action.payload;
    },
    /**
     * The server answered 403 MFA_SETUP_REQUIRED: this admin has no second factor (any more), so
     * the app leads it to /security as the sign-in's `setupRequired` would have.
     */
    secondFactorSetupDemanded(state) {
      if (state.user) state.user.mfa = { enabled: false, setupRequired: true };
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSignedOut: (state) => state.signedOut === true,
    selectFarewell: (state) => state.farewell ?? null,
    selectCurrentUser: (state) => state.user,
    selectRole: (state): Role | null => state.user?.role ?? null,
    /** The derived flag of the spec: an admin with a stored client id sees the client area. */
    selectSecondFactorSetupRequired: (state) => state.user?.mfa?.setupRequired === true,
    selectIsViewingAsClient: (state) => state.user?.role === 'admin' && state.viewAsClientId !== null,
    selectViewAsClientId: (state) => (state.user?.role === 'admin' ? state.viewAsClientId : null),
    /**
     * Which area (sidebar, dashboard, guards) the user works in. A missing role is treated as client
     * outside the dashboard, as the spec does; an admin viewing as a client works in the client area.
     */
    selectActiveArea: (state): Role => {
      const role = state.user?.role ?? null;
      if (role === 'admin') return state.viewAsClientId ? 'client' : 'admin';
      return role ?? 'client';
    },
  },
});

export const { sessionStarted, sessionEnded, viewAsClientChanged, userRefreshed, secondFactorSetupDemanded } =
  authSlice.actions;
export const {
  selectSessionStatus,
  selectSignedOut,
  selectFarewell,
  selectCurrentUser,
  selectRole,
  selectSecondFactorSetupRequired,
  selectIsViewingAsClient,
  selectViewAsClientId,
  selectActiveArea,
} = authSlice.selectors;
