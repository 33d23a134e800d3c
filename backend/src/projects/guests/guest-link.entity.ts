import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { GUEST_ROLES } from '../../contracts/team.js';
import { Project } from '../lifecycle/project.entity.js';

const GuestLinkSchema = defineEntity({
  name: 'GuestLink',
  tableName: 'guest_link',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    /** SHA-256 of the token: the token itself is shown once and kept nowhere. */
    tokenHash: p.string().length(64).unique(),
    name: p.string(),
    email: p.string().length(320).nullable(),
    role: p.enum(GUEST_ROLES),
    createdBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

/** A link for one named guest to review one order without an account. */
export class GuestLink extends GuestLinkSchema.class {
  /** A new token: 256 random bits, URL-safe. */
  static newToken(): string {
    return randomBytes(32).toString('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  stateAt(now: Date): 'open' | 'expired' | 'revoked' {
    if (this.revokedAt) return 'revoked';
    return this.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
  }
}
GuestLinkSchema.setClass(GuestLink);
