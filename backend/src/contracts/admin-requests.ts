/** The admin's requests as zod schemas (see project-requests.ts on why apart from admin.ts). */
import { z } from 'zod';
import { ACCOUNT_FIELD_TEXTS, accountName } from './account-requests.js';
import { ACCOUNT_LIMITS } from './accounts.js';
import { ACCOUNT_STATUSES } from './admin.js';
import { WEB_ADDRESS_MESSAGE, webAddress } from './branding.js';
import {
  EMAIL_MAX_LENGTH,
  emailAddress,
  isEmailAddress,
  leftOutWhenNull,
  pageQuerySchema,
  searchText,
  type WithoutNulls,
} from './fields.js';
import { ROLES } from './roles.js';

/** `?search=&page=&pageSize=` of /api/admin/users: any of them asks for a page (20 by default). */
export const listUsersQuerySchema = pageQuerySchema.extend({
  search: searchText('Part of the name or e-mail, any case'),
});

const CLIENT_SEARCH_MAX = 200;

/** `?search=` of /api/admin/clients. */
export const listClientsQuerySchema = z.object({
  search: z
    .string({ error: `Höchstens ${CLIENT_SEARCH_MAX} Zeichen` })
    .max(CLIENT_SEARCH_MAX, `Höchstens ${CLIENT_SEARCH_MAX} Zeichen`)
    .optional()
    .describe('Matches name, e-mail and brand name'),
});

/** PUT /api/admin/clients/:id/designer. */
export const assignDesignerBodySchema = z.object({
  designerId: z.guid({ error: 'Bitte wähle einen Designer' }).nullable().describe('null removes the designer'),
});

/** The German messages of the admin's user and client bodies. */
const ADMIN_FIELD_TEXTS = {
  allFields: 'Bitte alle Felder ausfüllen',
  nameEmpty: 'Name darf nicht leer sein',
  unknownRole: 'Unbekannte Rolle',
  unknownStatus: 'Unbekannter Status',
  colorInvalid: 'Bitte gib eine Farbe im Format #RRGGBB ein',
  socialLinkInvalid: 'Bitte gib einen gültigen Link ein',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
} as const;

const A = ADMIN_FIELD_TEXTS;

/** The name, e-mail and password of a new account: missing or empty is "fill in every field". */
const newAccountFields = {
  name: accountName(A.allFields),
  email: z
    .string({ error: A.allFields })
    .trim()
    .min(1, A.allFields)
    .max(EMAIL_MAX_LENGTH, ACCOUNT_FIELD_TEXTS.emailInvalid)
    .refine(isEmailAddress, ACCOUNT_FIELD_TEXTS.emailInvalid)
    .meta({ format: 'email' }),
  password: z
    .string({ error: A.allFields })
    .min(1, A.allFields)
    .min(ACCOUNT_LIMITS.passwordMin, ACCOUNT_FIELD_TEXTS.passwordTooShort)
    .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_FIELD_TEXTS.passwordTooLong),
};

/** POST /api/admin/users. */
export const createUserBodySchema = z.object({
  ...newAccountFields,
  role: z.enum(ROLES, { error: A.unknownRole }).default('client'),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type CreateUserValues = z.output<typeof createUserBodySchema>;

/** PATCH /api/admin/users/:id: what is given changes (null is not given). */
export const updateUserBodySchema = z.object({
  name: leftOutWhenNull(accountName(A.nameEmpty)),
  role: leftOutWhenNull(z.enum(ROLES, { error: A.unknownRole })),
  status: leftOutWhenNull(z.enum(ACCOUNT_STATUSES, { error: A.unknownStatus })).describe(
    'inactive: cannot sign in, its sessions end at once',
  ),
});
export type UpdateUserBody = WithoutNulls<z.input<typeof updateUserBodySchema>>;
export type UpdateUserValues = z.output<typeof updateUserBodySchema>;

/** POST /api/admin/clients/:id/status. */
export const clientStatusBodySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: A.unknownStatus }),
});

const WEB_LINK_MAX = 500;

/**
 * An address that is shown as a link later (`webAddress` of branding.ts, the rule the brand's PUT
 * follows too): empty (or null) for none; a bare domain is stored with https://; anything but
 * http(s) is refused. The length is checked first, of the address as stored.
 */
const webLink = z
  .string({ error: A.tooLong(WEB_LINK_MAX) })
  .trim()
  .max(WEB_LINK_MAX, A.tooLong(WEB_LINK_MAX))
  .transform((value) => webAddress(value) ?? value)
  .pipe(
    z
      .string()
      .max(WEB_LINK_MAX, A.tooLong(WEB_LINK_MAX))
      .refine((value) => !value || webAddress(value) !== null, WEB_ADDRESS_MESSAGE),
  )
  .nullish()
  .transform((value) => (value === null ? '' : value))
  .describe('http(s) address (a bare domain gets https://); empty or null for none');

/** A brand colour, empty (or null) for none. */
const brandColor = leftOutWhenNull(z.string({ error: A.colorInvalid }).regex(/^(#[0-9a-fA-F]{6})?$/, A.colorInvalid));

/** An optional text of the brand that is trimmed (null is not given). */
const brandText = (max: number) =>
  leftOutWhenNull(
    z
      .string({ error: A.tooLong(max) })
      .trim()
      .max(max, A.tooLong(max)),
  );

/** The brand fields an admin sets when creating or editing a client (fields of the client's one brand record). */
const brandFields = {
  brandName: brandText(200).describe("Falls back to the client's name"),
  website: webLink,
  colorPrimary: brandColor.meta({ example: '#00AEEF' }),
  colorSecondary: brandColor.meta({ example: '#FFFFFF' }),
  font: brandText(100).meta({ example: 'Inter' }),
  socialLinks: z
    .object(
      { instagram: webLink, facebook: webLink, linkedin: webLink, twitter: webLink },
      { error: A.socialLinkInvalid },
    )
    .nullish()
    .transform((links) => (links === null ? {} : links))
    .describe('Empty values are left out; no value at all is stored as null'),
  examplePosts: z
    .string({ error: A.tooLong(5000) })
    .max(5000, A.tooLong(5000))
    .nullish()
    .transform((text) => (text === null ? '' : text)),
};

/** POST /api/admin/clients: the account, its role and its brand in one go. */
export const createClientBodySchema = z.object({ ...newAccountFields, ...brandFields });
export type CreateClientBody = WithoutNulls<z.input<typeof createClientBodySchema>>;
export type CreateClientValues = z.output<typeof createClientBodySchema>;

/** PATCH /api/admin/clients/:id: what is given changes (brand fields change the brand record). */
export const updateClientBodySchema = z.object({
  name: leftOutWhenNull(accountName(A.nameEmpty)),
  email: leftOutWhenNull(emailAddress(ACCOUNT_FIELD_TEXTS.emailInvalid)),
  ...brandFields,
});
export type UpdateClientBody = WithoutNulls<z.input<typeof updateClientBodySchema>>;
export type UpdateClientValues = z.output<typeof updateClientBodySchema>;
