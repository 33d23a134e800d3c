import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const AuditRecordSchema = defineEntity({
  name: 'AuditRecord',
  tableName: 'audit_record',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /**
     * Who did it and to whom: plain ids without foreign keys, so the record outlives both accounts
     * (a deleted client's row goes, its audit trail stays).
     */
    actorId: p.uuid().nullable(),
    /** What was done, e.g. `mfa.reset`. */
    action: p.string().length(100),
    targetId: p.uuid().nullable().index(),
    details: p.json<Record<string, unknown>>().onCreate(() => ({})),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

/** An admin's action on someone else's security, written in the transaction of the action itself. */
export class AuditRecord extends AuditRecordSchema.class {}
AuditRecordSchema.setClass(AuditRecord);
