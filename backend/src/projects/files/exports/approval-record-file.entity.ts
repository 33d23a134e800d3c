import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../../lifecycle/project.entity.js';
import { RECORD_AUDIENCES } from './export-links.js';

const ApprovalRecordFileSchema = defineEntity({
  name: 'ApprovalRecordFile',
  tableName: 'approval_record_file',
  uniques: [{ properties: ['project', 'audience', 'fingerprint'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    audience: p.enum(RECORD_AUDIENCES),
    /** SHA-256 (hex) of everything the PDF shows (see recordFingerprint): a changed order has another. */
    fingerprint: p.string().length(64),
    /** Where the PDF lives in the file storage: {projectId}/{random uuid}.pdf, private like every file. */
    storageKey: p.string().length(300),
    sizeBytes: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * An approval record rendered once and kept: the PDF of one order for one audience, as the order
 * stood when its fingerprint was taken. A row exists only once its file is completely stored, so
 * whoever finds the row can send the file (see ApprovalRecords). The row goes with its order (cascade);
 * its file is removed by whoever deletes the order (AccountRemoval) or by the next record built.
 */
export class ApprovalRecordFile extends ApprovalRecordFileSchema.class {}
ApprovalRecordFileSchema.setClass(ApprovalRecordFile);
