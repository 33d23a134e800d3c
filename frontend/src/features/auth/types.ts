import type { Role } from '../../shared/contracts';

export type { Role };

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
}

/** What sign-in and refresh answer; the refresh token itself stays in an httpOnly cookie. */
export interface Session {
  accessToken: string;
  expiresAt: string;
  user: AuthUser;
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
}
