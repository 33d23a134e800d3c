import type { Attachment, ProjectDetail } from '../../shared/orders/types';

/** An order's files: the client's reference files and the designer's final designs. */
export function projectFiles(project: ProjectDetail): { clientFiles: Attachment[]; finals: Attachment[] } {
  return {
    clientFiles: project.attachments.filter((file) => !file.isFinalDesign),
    finals: project.attachments.filter((file) => file.isFinalDesign),
  };
}
