import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { FIRST_COMMENT_STATUSES, POST_FORMATS, SCHEDULED_POST_STATUSES } from '../contracts/publishing.js';
import { DesignVersion, Project } from '../projects/index.js';
import { SocialAccount } from '../social/index.js';

/** A file that went out (or goes out): the approved version's attachment and the SHA-256 of its bytes. */
export interface PublishedFile {
  attachmentId: string;
  name: string;
  /** Hex; empty until the publication read the file. */
  sha256: string;
}

const ScheduledPostSchema = defineEntity({
  name: 'ScheduledPost',
  tableName: 'scheduled_post',
  indexes: [
    { name: 'scheduled_post_client_at_index', properties: ['client', 'at'] },
    { name: 'scheduled_post_account_at_index', properties: ['socialAccount', 'at'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    socialAccount: () => p.manyToOne(SocialAccount).deleteRule('cascade'),
    /** The approved version whose files go out. */
    version: () => p.manyToOne(DesignVersion).deleteRule('cascade'),
    versionNumber: p.integer(),
    at: p.datetime(),
    caption: p.text(),
    hashtags: p.json<string[]>().default([]),
    status: p.enum(SCHEDULED_POST_STATUSES),
    /** When its publication began (the first attempt): a recovery compares the network's posts with it. */
    startedAt: p.datetime().nullable(),
    /** What the network client recorded between its calls (see social-network.ts, Checkpoint). */
    checkpoint: p.json<Record<string, unknown>>().onCreate(() => ({})),
    attempts: p.integer().default(0),
    externalId: p.string().length(300).nullable(),
    permalink: p.text().nullable(),
    publishedAt: p.datetime().nullable(),
    files: p.json<PublishedFile[]>().default([]),
    /** Why it failed or needs attention (German). */
    error: p.text().nullable(),
    /** A feed post (a post, carousel or reel as the order is) or a story (Instagram, Facebook). */
    format: p.enum(POST_FORMATS).default('feed'),
    /** Instagram: posted as the first comment right after the post; its failure leaves the post published. */
    firstComment: p.text().nullable(),
    /** Null without a first comment; see FIRST_COMMENT_STATUSES. */
    firstCommentStatus: p.enum(FIRST_COMMENT_STATUSES).nullable(),
    /** The network's id of the comment, once posted. */
    firstCommentId: p.string().length(300).nullable(),
    /** Why the first comment was not posted (German). */
    firstCommentError: p.text().nullable(),
    /** When its figures are to be read next; null: not (yet, or any more). */
    metricsDueAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** An approved order's post to one connected account at a time, and once out, its proof. */
export class ScheduledPost extends ScheduledPostSchema.class {}
ScheduledPostSchema.setClass(ScheduledPost);
