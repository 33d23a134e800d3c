/** The accounts' answers as zod schemas (apart from accounts.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import { ACCOUNT_STATUSES } from './admin.js';
import { mfaChallengeSchema, userMfaSchema } from './mfa-answers.js';
import { ROLES } from './roles.js';

/** An id the database made (written as the document's `uuid` format, checked no further). */
const id = () => z.string().meta({ format: 'uuid' });
/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** The signed-in account as a session names it (sign-in, refresh, GET /api/auth/me, sign-up, the first admin). */
const authUserSchema = z.object({
  id: id(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES).nullable(),
  mfa: userMfaSchema,
});
export type AuthUser = z.output<typeof authUserSchema>;

/** POST /api/auth/sign-up and POST /api/setup/admin → 201: the new account, not signed in. */
export const signedUpSchema = z.object({ user: authUserSchema });
export type SignedUp = z.output<typeof signedUpSchema>;

/** A session: the refresh token itself is only in the httpOnly cookie. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  expiresAt: instant(),
  user: authUserSchema,
});
export type Session = z.output<typeof sessionSchema>;

/** POST /api/auth/sign-in: a session, or for an account with a second factor the challenge of the second step (no cookie, no token yet). */
export const signInAnswerSchema = z.union([sessionSchema, mfaChallengeSchema]);
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** GET and PATCH /api/me/profile: the signed-in account's own profile. */
export const myProfileSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: instant(),
});
export type MyProfile = z.output<typeof myProfileSchema>;

/** GET /api/auth/me. */
export const meSchema = z.object({ user: authUserSchema, profile: myProfileSchema });
export type Me = z.output<typeof meSchema>;
