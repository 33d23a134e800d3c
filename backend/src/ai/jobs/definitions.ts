import { defineEventJob } from '../../queues/index.js';

/** A caption, CTA and hashtags drafted for an order that arrived without a caption (ai.jobs.ts). */
export const draftSuggestion = defineEventJob({ name: 'ai.draft-suggestion', queue: 'ai', on: ['ProjectCreated'] });

/** The AI context's jobs. */
export const AI_JOBS = [draftSuggestion] as const;
