/** The dashboards' requests as zod schemas (see project-requests.ts on why apart from dashboards.ts). */
import { z } from 'zod';
import { MONTH_PATTERN } from './dashboards.js';

const MONTH_INVALID = 'Bitte wähle einen gültigen Monat (JJJJ-MM)';

/** `?month=` of GET /api/admin/designer-stats. */
export const designerStatsQuerySchema = z.object({
  month: z
    .string({ error: MONTH_INVALID })
    .regex(MONTH_PATTERN, MONTH_INVALID)
    .optional()
    .describe('Calendar month in Europe/Zurich; this month without it'),
});
