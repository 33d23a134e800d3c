/*
 * Local until the contract (backend/src/contracts) has them and shared/contracts.ts passes them on.
 */

/** GET and PATCH /api/me/profile. */
export interface Profile {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  createdAt: string;
}

/** PATCH /api/me/profile: `currentPassword` is required when the e-mail changes. */
export interface UpdateProfileBody {
  name: string;
  email: string;
  currentPassword?: string;
}

/** POST /api/auth/password (204). */
export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
}
