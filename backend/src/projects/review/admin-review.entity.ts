import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { Project } from '../lifecycle/project.entity.js';

const AdminReviewSchema = defineEntity({
  name: 'AdminReview',
  tableName: 'admin_review',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    admin: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    approved: p.boolean(),
    feedback: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** An admin's verdict on a design before the client sees it. */
export class AdminReview extends AdminReviewSchema.class {}
AdminReviewSchema.setClass(AdminReview);
