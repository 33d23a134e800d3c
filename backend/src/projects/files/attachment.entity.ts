import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { DesignVersion } from '../lifecycle/design-version.entity.js';
import { Project } from '../lifecycle/project.entity.js';

const AttachmentSchema = defineEntity({
  name: 'Attachment',
  tableName: 'attachment',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    uploadedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    /**
     * Where the file lives in the storage: {projectId}/{random uuid}.{ext} (older files:
     * {projectId}/[final_]{timestamp}.{ext}). No URL is stored: answers sign one per caller.
     */
    storageKey: p.string().length(300),
    /** The name the uploader's file had, shown in lists and used for downloads. */
    fileName: p.string().length(300),
    /** The MIME type decided from the file's bytes. */
    fileType: p.string().length(100),
    sizeBytes: p.integer(),
    isFinalDesign: p.boolean().default(false),
    /** The version a final design was submitted with; null for the client's reference files. */
    version: () => p.manyToOne(DesignVersion).nullable().deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A client's reference file or a designer's final design. */
export class Attachment extends AttachmentSchema.class {}
AttachmentSchema.setClass(Attachment);
