import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/account.entity.js';
import { CONTENT_TYPES, DEFAULT_MAX_REVIEWS, PROJECT_STATUSES, type SlideIdea } from '../contracts/projects.js';

const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'project',
  indexes: [
    // The order lists page newest first within a client or a designer, and the usage counts a month.
    { name: 'project_client_created_index', expression: 'create index "project_client_created_index" on "project" ("client_id", "created_at" desc, "id" desc)' },
    { name: 'project_designer_created_index', expression: 'create index "project_designer_created_index" on "project" ("designer_id", "created_at" desc, "id" desc)' },
    { name: 'project_status_created_index', expression: 'create index "project_status_created_index" on "project" ("status", "created_at")' },
    { name: 'project_created_index', expression: 'create index "project_created_index" on "project" ("created_at" desc, "id" desc)' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    designer: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    title: p.string().length(200),
    description: p.text(),
    contentType: p.enum(CONTENT_TYPES),
    contentDescription: p.text().nullable(),
    platform: p.string().length(100).nullable(),
    targetPlatforms: p.json<string[]>().default([]),
    contentGoal: p.text().nullable(),
    hook: p.text().nullable(),
    cta: p.text().nullable(),
    visualIdea: p.text().nullable(),
    slideIdeas: p.json<SlideIdea[]>().nullable(),
    specialNotes: p.text().nullable(),
    /** Space-joined, as the client typed them. */
    hashtags: p.text().nullable(),
    generatedCaption: p.text().nullable(),
    generatedCta: p.text().nullable(),
    status: p.enum(PROJECT_STATUSES),
    /** Public URLs of the current final designs. */
    imageUrls: p.json<string[]>().default([]),
    reviewCount: p.integer().default(0),
    maxReviews: p.integer().default(DEFAULT_MAX_REVIEWS),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});

/** A client's order: the briefing, its status in the lifecycle, and the designs' review counts. */
export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
