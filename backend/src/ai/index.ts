/** The ai context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { AiRequestLimit } from './ai-request-limit.js';
export { AI_TEXTS } from './ai-texts.js';
export { AiModule } from './ai.module.js';
export { CaptionWriter } from './caption-writer.js';
export { AI_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { ProviderAnswers } from './provider-answers.js';
export { MonthPlanMismatch, placeIdeas } from './month-plan-answer.js';
export type { PlannedIdea } from './month-plan-answer.js';
export { AiAbortedError } from './provider-errors.js';
