import type { MfaChallenge, Role, UserMfa } from '../contracts';

export type { Role };

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  /** `setupRequired`: an admin without a second factor, led to /security from every page. */
  mfa: UserMfa;
}

/** What sign-in and refresh answer; the refresh token itself stays in an httpOnly cookie. */
export interface Session {
  accessToken: string;
  expiresAt: string;
  user: AuthUser;
}

/**
 * What sign-in answers: a session, or for an account with a second factor no token and no cookie
 * yet, only a short-lived token for the second step.
 */
export type SignInAnswer = Session | MfaChallenge;

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
}
