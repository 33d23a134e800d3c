/** The stage clocks' public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { owedMove } from './domain/stage-clock.js';
