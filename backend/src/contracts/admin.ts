/** The admin's users and clients screens (spec 001 §2); their answers are zod schemas in admin-answers.ts. */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The brand of a client an admin creates, for each of these fields left out or empty (spec 001,
 * "Create client"); a client that signs up itself starts with the brand's own defaults.
 */
export const NEW_CLIENT_BRAND_DEFAULTS = { colorPrimary: '#00AEEF', colorSecondary: '#FFFFFF', font: 'Inter' } as const;
