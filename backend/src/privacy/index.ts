/** The privacy context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { DataExport } from './data-export.entity.js';
export { ErasureRequest } from './erasure-request.entity.js';
export { PRIVACY_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { PrivacyModule } from './privacy.module.js';
