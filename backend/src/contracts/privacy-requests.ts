/** The privacy requests as zod schemas (values and texts: privacy.ts). */
import { z } from 'zod';
import { PRIVACY_LIMITS, PRIVACY_TEXTS } from './privacy.js';

/** POST /api/clients/:clientId/erasure: the company's name, typed again. */
export const scheduleErasureBodySchema = z.object({
  confirm: z
    .string({ error: PRIVACY_TEXTS.confirmRequired })
    .min(1, PRIVACY_TEXTS.confirmRequired)
    .max(PRIVACY_LIMITS.confirmMaxLength, PRIVACY_TEXTS.confirmMismatch)
    .meta({ example: 'Muster AG' }),
});

/** DELETE /api/me/account. */
export const deleteAccountBodySchema = z.object({
  currentPassword: z
    .string({ error: PRIVACY_TEXTS.passwordRequired })
    .min(1, PRIVACY_TEXTS.passwordRequired)
    .max(PRIVACY_LIMITS.passwordMaxLength, PRIVACY_TEXTS.passwordWrong),
});
