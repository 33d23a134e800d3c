import type { EntityManager } from '@mikro-orm/postgresql';
import { Attachment } from './attachment.entity.js';
import type { Project } from './project.entity.js';

/**
 * Takes the current final designs off an order (rejection, change request): their rows go and the
 * order's image_urls are cleared. Returns the storage keys, to remove after the commit.
 */
export async function withdrawFinalDesigns(em: EntityManager, project: Project): Promise<string[]> {
  const finals = await em.find(Attachment, { project, isFinalDesign: true });
  for (const attachment of finals) em.remove(attachment);
  project.imageUrls = [];
  return finals.map((attachment) => attachment.storageKey);
}
