/** The setup context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { SetupModule } from './setup.module.js';
