/** The clients context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { orNull, socialLinksOf } from './branding/brand-fields.js';
export { brandOfClient } from './branding/brand-of-client.js';
export { newBrandRecord, withAdminBrandFields } from './branding/brand-record.js';
export { Branding } from './branding/branding.entity.js';
export { assertClientAccess, CLIENT_ACCESS_TEXTS } from './branding/client-access.js';
export { brandingView } from './branding/branding.view.js';
export { ClientDesigner } from './client-designer.entity.js';
export { lockClient } from './client-lock.js';
export { requireClient, requireDesigner } from './client-lookup.js';
/** Whether an id is a client company's: the SQL condition every list and count of clients uses. */
export { companySql as clientCompanySql } from '../accounts/index.js';
export { ClientsModule } from './clients.module.js';
