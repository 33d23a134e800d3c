import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { IDEA_STATUSES } from '../contracts/ideas.js';
import { CONTENT_TYPES } from '../contracts/projects.js';
import { type SlideIdea } from '../contracts/project-answers.js';
import { Project } from '../projects/index.js';
import { IDEA_LIFECYCLE } from './domain/idea-lifecycle.machine.js';

const ContentIdeaSchema = defineEntity({
  name: 'ContentIdea',
  tableName: 'content_idea',
  indexes: [
    {
      name: 'content_idea_client_month_index',
      expression:
        'create index "content_idea_client_month_index" on "content_idea" ("client_id", "month", "date", "id")',
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    /** YYYY-MM: the month of the plan it belongs to. */
    month: p.string().length(7),
    weekNumber: p.smallint(),
    /** A working day of the month. */
    date: p.string().columnType('date'),
    /** Its place in the month's plan (the slot's index): ideas of the same day keep the plan's order. */
    position: p.smallint().default(0),
    contentType: p.enum(CONTENT_TYPES),
    title: p.string().length(200),
    content: p.text(),
    description: p.text(),
    hook: p.text(),
    cta: p.text(),
    visualIdea: p.text(),
    slideIdeas: p.json<SlideIdea[]>().nullable(),
    hashtags: p.json<string[]>(),
    status: p.enum(IDEA_STATUSES).default(IDEA_LIFECYCLE.initial),
    /** The order "Senden" made of it; it follows that order's lifecycle. */
    project: () => p.oneToOne(Project).owner().nullable().unique().deleteRule('set null'),
    offline: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** One idea of a client's month plan of content (spec 000 §3 "content idea"). */
export class ContentIdea extends ContentIdeaSchema.class {}
ContentIdeaSchema.setClass(ContentIdea);
