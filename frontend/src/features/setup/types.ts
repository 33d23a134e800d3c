import type { AuthUser } from '../../shared/session/types';

/** `GET /api/setup`: `needed` is true only while no admin exists. */
export interface SetupStatus {
  needed: boolean;
}

/** `POST /api/setup/admin`. */
export interface CreateFirstAdminRequest {
  name: string;
  email: string;
  password: string;
}

export interface CreateFirstAdminResponse {
  user: AuthUser;
}
