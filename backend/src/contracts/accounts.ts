import type { AccountStatus } from './admin.js';

/** GET and PATCH /api/me/profile: the signed-in account's own profile. */
export interface MyProfile {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  createdAt: string;
}

/** PATCH /api/me/profile: `currentPassword` is required when the e-mail changes. */
export interface UpdateProfileBody {
  name?: string;
  email?: string;
  currentPassword?: string;
}

/** POST /api/auth/password (204): every other session of the account ends. */
export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
}
