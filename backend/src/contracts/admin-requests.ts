/** The admin's requests as zod schemas (see project-requests.ts on why apart from admin.ts). */
import { z } from 'zod';
import { pageQuerySchema, searchText } from './fields.js';

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
