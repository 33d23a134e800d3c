import type { EntityManager } from '@mikro-orm/postgresql';
import type { BrandingData } from '../../contracts/branding.js';
import { storedBrandingData } from './branding-data.js';
import { Branding } from './branding.entity.js';

/** The client's brand for the AI writers: every field filled, or undefined when it has no record. */
export async function brandOfClient(em: EntityManager, clientId: string): Promise<BrandingData | undefined> {
  const branding = await em.fork().findOne(Branding, { client: clientId }, { fields: ['brandingData'] });
  return branding ? storedBrandingData(branding.brandingData) : undefined;
}
