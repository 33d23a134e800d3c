/** The first run's answers as zod schemas. */
import { z } from 'zod';

/** GET /api/setup. */
export const setupStatusSchema = z.object({
  needed: z.boolean().describe('True only while no admin exists (the first run)'),
});
export type SetupStatus = z.output<typeof setupStatusSchema>;
