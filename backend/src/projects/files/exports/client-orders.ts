import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../../accounts/index.js';

/** A stored file of an order, for a company's data export: where it is and what the archive calls it. */
export interface OrderFileForExport {
  storageKey: string;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  createdAt: string;
}

/** One order as the company's data export writes it (docs/privacy.md): what the company can see of it. */
export interface OrderForExport {
  id: string;
  title: string;
  status: string;
  contentType: string;
  createdAt: string;
  completedAt: string | null;
  briefing: Record<string, unknown>;
  versions: {
    number: number;
    status: string;
    submittedAt: string;
    decidedAt: string | null;
    files: OrderFileForExport[];
  }[];
  /** Files attached outside any version (the client's briefing files). */
  attachments: OrderFileForExport[];
  comments: { author: string | null; guest: boolean; message: string; createdAt: string }[];
  pins: {
    versionNumber: number;
    comment: string;
    author: string | null;
    createdAt: string;
    resolvedAt: string | null;
    answer: string | null;
    replies: { author: string | null; message: string; createdAt: string }[];
  }[];
  approvals: { versionNumber: number; name: string; guest: boolean; at: string }[];
  approvalRecords: (OrderFileForExport & { audience: string })[];
}

/** The order's own columns; the others of the statement are its briefing. */
const FACT_COLUMNS = new Set(['id', 'title', 'status', 'content_type', 'created_at', 'completed_at']);

const iso = (value: string | Date | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * A company's orders for its data export, with their versions and files, the comments the company
 * sees (never the staff's internal ones), the client's pins with their replies, the approvals and
 * the stored approval records (the client's). One statement per kind, whatever the number of orders.
 */
export async function clientOrdersForExport(em: EntityManager, clientId: string): Promise<OrderForExport[]> {
  const connection = em.getConnection();
  const projects = await connection.execute<Record<string, unknown>[]>(
    `select id, title, status, content_type, created_at, completed_at, description, content_description, platform,
            target_platforms, content_goal, hook, cta, visual_idea, slide_ideas, special_notes, hashtags,
            generated_caption, generated_cta
       from project where client_id = ? order by created_at, id`,
    [clientId],
  );
  const [versions, files, comments, pins, replies, approvals, records] = await Promise.all([
    connection.execute<
      { id: string; project_id: string; number: number; status: string; submitted_at: Date; decided_at: Date | null }[]
    >(
      `select v.id, v.project_id, v.number, v.status, v.submitted_at, v.decided_at from design_version v
         join project p on p.id = v.project_id where p.client_id = ? order by v.project_id, v.number`,
      [clientId],
    ),
    connection.execute<
      {
        project_id: string;
        version_id: string | null;
        storage_key: string;
        file_name: string;
        file_type: string;
        size_bytes: number;
        created_at: Date;
      }[]
    >(
      `select a.project_id, a.version_id, a.storage_key, a.file_name, a.file_type, a.size_bytes, a.created_at from attachment a
         join project p on p.id = a.project_id where p.client_id = ? order by a.created_at, a.storage_key`,
      [clientId],
    ),
    connection.execute<
      {
        project_id: string;
        author_id: string | null;
        guest_name: string | null;
        guest: boolean;
        message: string;
        created_at: Date;
      }[]
    >(
      `select c.project_id, c.author_id, g.name as guest_name, c.guest_link_id is not null as guest, c.message, c.created_at
         from comment c join project p on p.id = c.project_id left join guest_link g on g.id = c.guest_link_id
        where p.client_id = ? and not c.internal order by c.created_at, c.id`,
      [clientId],
    ),
    connection.execute<
      {
        id: string;
        project_id: string;
        number: number;
        comment: string;
        author_id: string | null;
        guest_name: string | null;
        created_at: Date;
        resolved_at: Date | null;
        answer: string | null;
      }[]
    >(
      `select d.id, d.project_id, v.number, d.comment, d.author_id, g.name as guest_name, d.created_at, d.resolved_at, d.answer
         from design_pin d join project p on p.id = d.project_id join design_version v on v.id = d.version_id
         left join guest_link g on g.id = d.guest_link_id
        where p.client_id = ? and d.author_role = 'client' order by d.created_at, d.id`,
      [clientId],
    ),
    connection.execute<{ pin_id: string; author_id: string | null; message: string; created_at: Date }[]>(
      `select r.pin_id, r.author_id, r.message, r.created_at from pin_reply r join design_pin d on d.id = r.pin_id
         join project p on p.id = d.project_id
        where p.client_id = ? and d.author_role = 'client' order by r.created_at, r.id`,
      [clientId],
    ),
    connection.execute<{ project_id: string; version_number: number; name: string; guest: boolean; at: Date }[]>(
      `select o.project_id, o.version_number, o.name, o.guest_link_id is not null as guest, o.at from order_approval o
         join project p on p.id = o.project_id where p.client_id = ? order by o.at, o.id`,
      [clientId],
    ),
    connection.execute<
      { project_id: string; audience: string; storage_key: string; size_bytes: number; created_at: Date }[]
    >(
      `select r.project_id, r.audience, r.storage_key, r.size_bytes, r.created_at from approval_record_file r
         join project p on p.id = r.project_id where p.client_id = ? and r.audience = 'client' order by r.created_at`,
      [clientId],
    ),
  ]);
  // The authors' names through the accounts' entity, once for all of them.
  const authorIds = [
    ...new Set([...comments, ...pins, ...replies].map((row) => row.author_id).filter((id): id is string => !!id)),
  ];
  const names = new Map(
    (authorIds.length ? await em.fork().find(Account, { id: { $in: authorIds } }, { fields: ['name'] }) : []).map(
      (account) => [account.id, account.name],
    ),
  );
  const nameOf = (row: { author_id: string | null; guest_name?: string | null }) =>
    (row.author_id ? names.get(row.author_id) : null) ?? row.guest_name ?? null;
  const fileOf = (row: (typeof files)[number]): OrderFileForExport => ({
    storageKey: row.storage_key,
    fileName: row.file_name,
    fileType: row.file_type,
    sizeBytes: Number(row.size_bytes),
    createdAt: iso(row.created_at)!,
  });
  const repliesOf = groupBy(replies, (row) => row.pin_id);
  const filesOfVersion = groupBy(
    files.filter((row) => row.version_id),
    (row) => row.version_id!,
  );
  const loose = groupBy(
    files.filter((row) => !row.version_id),
    (row) => row.project_id,
  );
  const by = <T extends { project_id: string }>(rows: T[]) => groupBy(rows, (row) => row.project_id);
  const [versionsOf, commentsOf, pinsOf, approvalsOf, recordsOf] = [
    by(versions),
    by(comments),
    by(pins),
    by(approvals),
    by(records),
  ] as const;
  return projects.map((row) => {
    const id = String(row.id);
    const { title, status, content_type, created_at, completed_at } = row;
    // What the client wrote: every column but the order's own facts above.
    const briefing = Object.fromEntries(Object.entries(row).filter(([column]) => !FACT_COLUMNS.has(column)));
    return {
      id,
      title: String(title),
      status: String(status),
      contentType: String(content_type),
      createdAt: iso(created_at as Date)!,
      completedAt: iso(completed_at as Date | null),
      briefing,
      versions: (versionsOf.get(id) ?? []).map((version) => ({
        number: version.number,
        status: version.status,
        submittedAt: iso(version.submitted_at)!,
        decidedAt: iso(version.decided_at),
        files: (filesOfVersion.get(version.id) ?? []).map(fileOf),
      })),
      attachments: (loose.get(id) ?? []).map(fileOf),
      comments: (commentsOf.get(id) ?? []).map((comment) => ({
        author: nameOf(comment),
        guest: comment.guest,
        message: comment.message,
        createdAt: iso(comment.created_at)!,
      })),
      pins: (pinsOf.get(id) ?? []).map((pin) => ({
        versionNumber: pin.number,
        comment: pin.comment,
        author: nameOf(pin),
        createdAt: iso(pin.created_at)!,
        resolvedAt: iso(pin.resolved_at),
        answer: pin.answer,
        replies: (repliesOf.get(pin.id) ?? []).map((reply) => ({
          author: nameOf(reply),
          message: reply.message,
          createdAt: iso(reply.created_at)!,
        })),
      })),
      approvals: (approvalsOf.get(id) ?? []).map((approval) => ({
        versionNumber: approval.version_number,
        name: approval.name,
        guest: approval.guest,
        at: iso(approval.at)!,
      })),
      approvalRecords: (recordsOf.get(id) ?? []).map((record) => ({
        storageKey: record.storage_key,
        fileName: `Freigabeprotokoll ${String(title).slice(0, 80)}.pdf`,
        fileType: 'application/pdf',
        sizeBytes: Number(record.size_bytes),
        createdAt: iso(record.created_at)!,
        audience: record.audience,
      })),
    };
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const at = key(row);
    const list = groups.get(at);
    if (list) list.push(row);
    else groups.set(at, [row]);
  }
  return groups;
}
