/** The health context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { HealthModule } from './health.module.js';
