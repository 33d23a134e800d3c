/** The privacy context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { DataExport } from './data-export.entity.js';
export { ErasureRequest } from './erasure-request.entity.js';
export { PRIVACY_JOBS } from './jobs/definitions.js';
export { PrivacyJobs } from './jobs/privacy.jobs.js';
export { PrivacyModule, PrivacyWorkModule } from './privacy.module.js';
