/** The dashboards context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { DashboardsModule } from './dashboards.module.js';
