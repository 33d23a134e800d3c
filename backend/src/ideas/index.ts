/** The ideas context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { ContentIdea } from './content-idea.entity.js';
export { ideaStatusAfter } from './domain/idea-status.js';
export { ideaSlots, parseMonthKey, zurichDay } from './domain/month-plan.js';
export { IdeaGeneration } from './idea-generation.entity.js';
export { IdeasModule } from './ideas.module.js';
export { IDEA_TEXTS } from './ideas.texts.js';
