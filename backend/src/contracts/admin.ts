/** The admin's users and clients screens (spec 001 §2); their answers are zod schemas in admin-answers.ts. */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
