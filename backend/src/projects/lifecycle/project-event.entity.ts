import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { Project } from './project.entity.js';

const ProjectEventSchema = defineEntity({
  name: 'ProjectEvent',
  tableName: 'project_event',
  indexes: [{ properties: ['project', 'at'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    type: p.string().length(100),
    actor: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    data: p.json<Record<string, unknown>>(),
    at: p.datetime().onCreate(() => new Date()),
  },
});

/** The project's timeline: one row per domain event, written with the change itself. */
export class ProjectEvent extends ProjectEventSchema.class {}
ProjectEventSchema.setClass(ProjectEvent);
