/**
 * The brand's schema and constants (backend/src/contracts/branding.ts): the one contract with a
 * runtime dependency (zod), so it is not in ./contracts.ts. Import it only from the branding feature,
 * which keeps zod in the branding chunks. No extension, so that Jest finds the TypeScript source as
 * Vite and tsc do.
 */
// First: the schemas below are built without eval (the CSP forbids it).
import './zodJitless';

export {
  BRANDING_LIST_SIZES,
  BRANDING_MARKED_REQUIRED,
  BRANDING_WORD_HINTS,
  EXAMPLE_POST_TYPES,
  PRICE_SEGMENTS,
  brandingDataSchema,
  defaultBrandingData,
} from '../../../backend/src/contracts/branding';
export type { BrandingData, BrandingUpdate } from '../../../backend/src/contracts/branding';
export { SOCIAL_NETWORKS } from '../../../backend/src/contracts/clients';
export type { SocialLinks } from '../../../backend/src/contracts/clients';
export type { Branding, DesignerClient } from '../../../backend/src/contracts/client-answers';
