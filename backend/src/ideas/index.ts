/** The ideas context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { ideasPlannedBetween } from './calendar-ideas.js';
export { ContentIdea } from './content-idea.entity.js';
export { IdeaGeneration } from './idea-generation.entity.js';
export { IdeasModule } from './ideas.module.js';
export { IDEAS_CONTEXT_JOBS } from './jobs/context-jobs.js';
