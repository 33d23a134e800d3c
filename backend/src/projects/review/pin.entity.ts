import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { PIN_AUTHOR_ROLES } from '../../contracts/projects.js';
import { Attachment } from '../files/attachment.entity.js';
import { pinIsInternal, pinVisibleToClient, pinVisibleToStaff } from '../domain/design-versions.js';
import { DesignVersion } from '../lifecycle/design-version.entity.js';
import { Project } from '../lifecycle/project.entity.js';

const PinSchema = defineEntity({
  name: 'Pin',
  tableName: 'design_pin',
  indexes: [{ properties: ['project', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    version: () => p.manyToOne(DesignVersion).deleteRule('cascade').index(),
    attachment: () => p.manyToOne(Attachment).deleteRule('cascade'),
    /** A point of the image, 0 to 1 from the left and the top; null for a moment of a video only. */
    x: p.float().nullable(),
    y: p.float().nullable(),
    /** A moment of a video, in seconds. */
    atSeconds: p.float().nullable(),
    comment: p.text(),
    author: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    /** A guest's pin names its link; the author is then null. */
    guestLinkId: p.uuid().nullable(),
    /** The client's change request or the admin's send-back (internal). */
    authorRole: p.enum(PIN_AUTHOR_ROLES),
    /** Placed by the client's team in the running review round and not sent yet (domain/design-versions.ts). */
    pending: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The designer's tick on the next version, with its optional answer. */
    resolvedAt: p.datetime().nullable(),
    resolvedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    resolvedInVersion: p.integer().nullable(),
    answer: p.text().nullable(),
  },
});

/** A comment on a spot of one file of a version: an item of the designer's checklist. */
export class Pin extends PinSchema.class {
  isInternal(): boolean {
    return pinIsInternal(this);
  }

  visibleToStaff(): boolean {
    return pinVisibleToStaff(this);
  }

  /** The client sees its own pins on the versions it was shown, never the admin's. Needs its version loaded. */
  visibleToClient(): boolean {
    return pinVisibleToClient(this, this.version);
  }
}
PinSchema.setClass(Pin);
