import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { GENERATION_LIFECYCLE } from './domain/generation-lifecycle.machine.js';
import { GENERATION_STATUSES } from './domain/generation-state.js';

const IdeaGenerationSchema = defineEntity({
  name: 'IdeaGeneration',
  tableName: 'idea_generation',
  indexes: [
    {
      name: 'idea_generation_client_created_index',
      expression:
        'create index "idea_generation_client_created_index" on "idea_generation" ("client_id", "created_at" desc)',
    },
  ],
  properties: {
    /** The job id the client polls (GET /api/jobs/:jobId) and the live notification names. */
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    month: p.string().length(7),
    status: p.enum(GENERATION_STATUSES).default(GENERATION_LIFECYCLE.initial),
    ideaCount: p.integer().nullable(),
    offline: p.boolean().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});

/** A month plan being made by the `ai` worker: what the client's "generate" started, and its end. */
export class IdeaGeneration extends IdeaGenerationSchema.class {}
IdeaGenerationSchema.setClass(IdeaGeneration);
