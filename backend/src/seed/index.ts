/** The seed context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { BootstrapAdmin } from './bootstrap-admin.js';
export { SeedModule } from './seed.module.js';
export { Seeder } from './seeder.js';
