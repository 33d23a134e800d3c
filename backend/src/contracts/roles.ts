/** Roles an account can hold. Shared by backend, workers and frontend (type-only there). */
export const ROLES = ['client', 'designer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
