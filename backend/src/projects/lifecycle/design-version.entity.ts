import { randomUUID } from 'node:crypto';
import { defineEntity, p, rel } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { VERSION_STATUSES, type LifecycleEventType, type VersionStatus } from '../../contracts/projects.js';
import { APPROVED_VERSION, CURRENT_VERSION_STATUSES, versionVisibleToClient } from '../domain/design-versions.js';
import { Project } from './project.entity.js';

const DesignVersionSchema = defineEntity({
  name: 'DesignVersion',
  tableName: 'design_version',
  uniques: [{ properties: ['project', 'number'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    /** V1, V2, … in the order of submission. */
    number: p.integer(),
    status: p.enum(VERSION_STATUSES),
    submittedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    submittedAt: p.datetime().onCreate(() => new Date()),
    /** When the admin passed it to the client: the client sees passed versions only. */
    passedAt: p.datetime().nullable(),
    passedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    decidedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    /** The general note of the send-back (internal) or of the change request. */
    note: p.text().nullable(),
  },
});

/** One submission of an order's final designs, kept through every decision on it. */
export class DesignVersion extends DesignVersionSchema.class {
  /**
   * Takes the status the lifecycle machine moved it to, and who decided when: passed on by the
   * admin, or sent back, asked to change, approved or withdrawn (with the decision's note).
   */
  take(status: VersionStatus, event: LifecycleEventType, actorId: string | null, note: string | null): void {
    const at = new Date();
    this.status = status;
    if (event === 'ADMIN_APPROVE') {
      this.passedAt = at;
      this.passedBy = actorId ? rel(Account, actorId) : null;
    } else {
      this.decidedAt = at;
      this.decidedBy = actorId ? rel(Account, actorId) : null;
      this.note = note;
    }
  }

  isApproved(): boolean {
    return this.status === APPROVED_VERSION;
  }

  isCurrent(): boolean {
    return CURRENT_VERSION_STATUSES.includes(this.status);
  }

  /** The client sees a version once the admin passed it, never one it sent back. */
  visibleToClient(): boolean {
    return versionVisibleToClient(this);
  }
}
DesignVersionSchema.setClass(DesignVersion);
