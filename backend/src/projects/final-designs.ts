import type { EntityManager } from '@mikro-orm/postgresql';
import { Attachment } from './attachment.entity.js';
import type { Project } from './project.entity.js';

/**
 * Takes the current final designs off an order (rejection, change request): their rows go. Returns
 * the storage keys, to remove after the commit. (The order's image_urls are no longer written:
 * answers derive signed URLs from the final-design attachments; the column is kept empty.)
 */
export async function withdrawFinalDesigns(em: EntityManager, project: Project): Promise<string[]> {
  const finals = await em.find(Attachment, { project, isFinalDesign: true });
  for (const attachment of finals) em.remove(attachment);
  project.imageUrls = [];
  return finals.map((attachment) => attachment.storageKey);
}
