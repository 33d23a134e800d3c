/** The admin's answers as zod schemas (apart from admin.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';

/** PUT /api/admin/clients/:id/designer. */
export const designerAssignmentSchema = z.object({
  clientId: z.string(),
  designer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().describe('null: the client has no designer now'),
  movedProjects: z.number().describe('Orders that waited for a designer and now have one'),
  relinkedProjects: z.number().describe('Open orders of another designer that moved to this one'),
});
export type DesignerAssignment = z.output<typeof designerAssignmentSchema>;
