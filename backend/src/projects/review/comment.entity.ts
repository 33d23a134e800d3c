import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { Project } from '../lifecycle/project.entity.js';

const CommentSchema = defineEntity({
  name: 'Comment',
  tableName: 'comment',
  indexes: [{ properties: ['project', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    author: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    /** A guest's comment names its link (and the link its guest); the author is then null. */
    guestLinkId: p.uuid().nullable(),
    message: p.text(),
    /** The admin's quality check: for the designer and the admins, never the client. */
    internal: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Comment extends CommentSchema.class {}
CommentSchema.setClass(Comment);
