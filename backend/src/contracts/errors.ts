import { z } from 'zod';

/**
 * Machine-readable error codes of the HTTP contract.
 * @public the union's values beside the union (a union's values are exported beside it), read only here so far
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_TRANSITION',
  'QUOTA_EXCEEDED',
  'REVISIONS_EXHAUSTED',
  'NO_DESIGNER',
  'EMAIL_TAKEN',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE',
  'RATE_LIMITED',
  'BUSY',
  'AI_CREDITS',
  'PAYMENTS_DISABLED',
  'PAYMENTS_ENABLED',
  'STRIPE_MANAGED',
  'PLAN_NOT_PURCHASABLE',
  'NO_STRIPE_CUSTOMER',
  'BAD_SIGNATURE',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'ALREADY_SET_UP',
  'PLAN_NAME_TAKEN',
  'PLAN_IN_USE',
  'NO_PLAN',
  'PLAN_RETIRED',
  'PLAN_ALREADY_ACTIVE',
  'LAST_ADMIN',
  'ROLE_IN_USE',
  'ACCOUNT_INACTIVE',
  'MFA_SETUP_REQUIRED',
  'MFA_REQUIRED',
  'TOTP_ALREADY_SET_UP',
  'TOTP_NOT_SET_UP',
  'NO_COMPANY',
  'LAST_OWNER',
  'OPEN_ORDERS',
  'NOT_APPROVED',
  'NETWORK_LIMIT',
  'DUPLICATE_POST',
  'NETWORK_NOT_CONFIGURED',
  'ACCOUNT_DISCONNECTED',
  'NOT_SCHEDULED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every refusal and failure of the API, 4xx and 5xx alike: the status again, the machine code, the
 * German text the UI shows and, for a refused body, one message per field. The OpenAPI document
 * lists it for every route (http/openapi-document.ts).
 */
export const apiErrorBodySchema = z.object({
  statusCode: z.number(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** DUPLICATE_POST: the post of the same version already on that account (the latest), so the caller can ask «trotzdem noch einmal?». */
  duplicate: z
    .object({ scheduledPostId: z.string(), at: z.string(), status: z.enum(['scheduled', 'publishing', 'published']) })
    .optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
