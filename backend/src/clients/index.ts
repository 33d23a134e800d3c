/** The clients context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { orNull, socialLinksOf } from './branding/brand-fields.js';
export { brandOfClient } from './branding/brand-of-client.js';
export { newBrandRecord, withAdminBrandFields } from './branding/brand-record.js';
export { Branding } from './branding/branding.entity.js';
export { assertClientAccess, CLIENT_ACCESS_TEXTS } from './branding/client-access.js';
export { brandingView } from './branding/branding.view.js';
export { ClientDesigner } from './client-designer.entity.js';
export { designerOfClient, lockClient } from './client-lock.js';
export { requireClient, requireDesigner } from './client-lookup.js';
/** Which ids are client companies': the one definition every list and count of clients uses. */
export { companyIds as clientCompanyIds } from '../accounts/index.js';
export { ClientsModule } from './clients.module.js';
export { clientCards, clientsWithBrandLike } from './client-cards.js';
