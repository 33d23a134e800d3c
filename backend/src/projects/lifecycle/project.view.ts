import { Injectable } from '@nestjs/common';
import { clockOfProject } from '../../clocks/index.js';
import { Clock } from '../../common/clock.js';
import { ReadSql } from '../../common/read-sql.js';
import type { Actor } from '../../common/auth/actor.js';
import { FileStorage, type FileUrls } from '../../storage/index.js';
import type {
  Attachment as AttachmentAnswer,
  Person,
  Pin as PinAnswer,
  ProjectDetail,
} from '../../contracts/project-answers.js';
import { STATUS_MEANINGS } from '../../contracts/projects.js';
import { guestName } from '../../contracts/team.js';
import type { Attachment } from '../files/attachment.entity.js';
import {
  APPROVED_VERSION,
  CURRENT_VERSION_STATUSES,
  pinIsInternal,
  pinVisibleToClient,
  pinVisibleToStaff,
  versionVisibleToClient,
} from '../domain/design-versions.js';
import { allowedActions } from '../domain/project-roles.js';
import { lifecycleOf } from '../domain/project-lifecycle.machine.js';
import { ExportLinks } from '../files/exports/export-links.js';
import { exportFileNames } from '../files/exports/export-names.js';
import { loadProjectFacts, type AttachmentFacts, type ProjectFacts, type PinFacts } from './project-details.js';
import type { Pin } from '../review/pin.entity.js';
import { assertProjectId, projectNotFound, projectScope } from './project-access.js';
import { briefingOf } from './project-briefing.js';
import type { Project } from './project.entity.js';

const personOf = (account: { id: string; name: string } | null | undefined): Person | null =>
  account ? { id: account.id, name: account.name } : null;

/** A pin as the API answers it; `versionNumber` is its version's. */
function pinAnswer(pin: PinFacts, versionNumber: number): PinAnswer {
  return {
    id: pin.id,
    versionId: pin.versionId,
    versionNumber,
    attachmentId: pin.attachmentId,
    x: pin.x ?? null,
    y: pin.y ?? null,
    atSeconds: pin.atSeconds ?? null,
    comment: pin.comment,
    author: pin.author,
    authorRole: pin.authorRole,
    internal: pinIsInternal(pin),
    createdAt: pin.createdAt.toISOString(),
    done: Boolean(pin.resolvedAt),
    answer: pin.answer ?? null,
    pending: pin.pending,
    resolvedAt: pin.resolvedAt?.toISOString() ?? null,
    resolvedInVersion: pin.resolvedInVersion ?? null,
  };
}

/** A pin entity (with its version and author loaded) as the API answers it. */
export function pinView(pin: Pin, guest?: string): PinAnswer {
  return pinAnswer(
    {
      id: pin.id,
      versionId: pin.version.id,
      attachmentId: pin.attachment.id,
      x: pin.x ?? null,
      y: pin.y ?? null,
      atSeconds: pin.atSeconds ?? null,
      comment: pin.comment,
      author:
        personOf(pin.author) ?? (guest && pin.guestLinkId ? { id: pin.guestLinkId, name: guestName(guest) } : null),
      authorRole: pin.authorRole,
      createdAt: pin.createdAt,
      answer: pin.answer ?? null,
      pending: pin.pending,
      resolvedAt: pin.resolvedAt ?? null,
      resolvedInVersion: pin.resolvedInVersion ?? null,
    },
    pin.version.number,
  );
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A file with URLs signed for this answer: only ever build it for a caller who may see the file. */
function attachmentAnswer(attachment: AttachmentFacts, files: FileUrls): AttachmentAnswer {
  return {
    id: attachment.id,
    fileUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName }),
    downloadUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName, download: true }),
    fileName: attachment.fileName,
    fileType: attachment.fileType,
    sizeBytes: attachment.sizeBytes,
    isFinalDesign: attachment.isFinalDesign,
    createdAt: attachment.createdAt.toISOString(),
    uploadedBy: attachment.uploadedBy,
  };
}

/** An attachment entity (its uploader loaded) with URLs signed for this answer. */
export function attachmentView(attachment: Attachment, files: FileUrls): AttachmentAnswer {
  return attachmentAnswer(
    {
      id: attachment.id,
      storageKey: attachment.storageKey,
      fileName: attachment.fileName,
      fileType: attachment.fileType,
      sizeBytes: attachment.sizeBytes,
      isFinalDesign: attachment.isFinalDesign,
      versionId: attachment.version?.id ?? null,
      createdAt: attachment.createdAt,
      uploadedBy: personOf(attachment.uploadedBy),
    },
    files,
  );
}

/**
 * Under the rule «all», while the client reviews: how many approvals the version has. The members
 * who must approve are required; a guest's approval is one approval more (listed and counted, it
 * stands in for none of them), so it counts on both sides and «approved» reaches «required» only
 * when the last member approves. `approvedByMe`: the caller's own, a member's or a guest link's.
 */
function approvalProgressOf(actor: Actor, order: ProjectFacts): ProjectDetail['approvalProgress'] {
  const inReview = order.versions.at(-1);
  if (order.approvalRule !== 'all' || !(STATUS_MEANINGS[order.status].waitingFor === 'clientReview') || !inReview)
    return null;
  const approvals = order.approvals.filter((approval) => approval.versionNumber === inReview.number);
  const byGuests = approvals.filter((approval) => approval.guestLinkId).length;
  const mine = actor.guest
    ? approvals.some((approval) => approval.guestLinkId === actor.guest!.linkId)
    : approvals.some((approval) => approval.userId !== null && approval.userId === actor.userId);
  return {
    rule: order.approvalRule,
    approved: approvals.length,
    required: order.deciders + byGuests,
    approvedByMe: mine,
  };
}

/**
 * The detail view of an order as this actor sees it. The order must be one the actor may see (the
 * facts are loaded within its scope): the answer carries signed URLs.
 */
function detailOf(
  actor: Actor,
  order: ProjectFacts,
  storage: FileUrls,
  exports: ExportLinks,
  now: Date,
): ProjectDetail {
  // A guest link's answers carry URLs that live minutes, not hours: revoking or expiring the link
  // leaves nothing that opens for long (docs/security.md "Guest links").
  const shortLived = actor.guest !== null;
  const files: FileUrls = shortLived
    ? { signedUrl: (key, options) => storage.signedUrl(key, { ...options, shortLived }) }
    : storage;
  // Who sees which version and pin: staff everything, the client passed versions and its own pins.
  const clientView = actor.clientId !== null;
  const versionById = new Map(order.versions.map((version) => [version.id, version]));
  const versions = order.versions.filter((version) => !clientView || versionVisibleToClient(version));
  const pins = order.pins.filter((pin) =>
    clientView ? pinVisibleToClient(pin, versionById.get(pin.versionId)!) : pinVisibleToStaff(pin),
  );
  const filesOf = groupBy(
    order.attachments.filter((file) => file.versionId),
    (file) => file.versionId!,
  );
  // A current final design is shown twice (with the order and in its version): signed once.
  const signed = new Map<string, AttachmentAnswer>();
  const viewOf = (attachment: AttachmentFacts) => {
    let view = signed.get(attachment.id);
    if (!view) signed.set(attachment.id, (view = attachmentAnswer(attachment, files)));
    return view;
  };
  // The admin checks every design before the client sees it: until then the client gets neither
  // the current final designs nor URLs for them (and file names are random, so none can be guessed).
  // Final designs of earlier versions are in `versions`, for those who may see each.
  const meaning = STATUS_MEANINGS[order.status];
  const hideFinals = clientView && !meaning.clientSeesDesigns;
  const current = new Set(order.finalDesignIds);
  const shown = order.attachments
    .filter((attachment) => !attachment.isFinalDesign || (current.has(attachment.id) && !hideFinals))
    .map((attachment) => ({ row: attachment, view: viewOf(attachment) }));
  const approved = versions.find((version) => version.status === APPROVED_VERSION);
  const names = exportFileNames(order.title, approved?.number ?? null);
  const parties = { clientId: order.client.id, designerId: order.designer?.id ?? null };
  return {
    id: order.id,
    ...briefingOf(order),
    status: order.status,
    imageUrls: shown.filter(({ row }) => row.isFinalDesign).map(({ view }) => view.fileUrl),
    reviewCount: order.reviewCount,
    maxReviews: order.maxReviews,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    clientId: order.client.id,
    designerId: order.designer?.id ?? null,
    client: order.client,
    designer: order.designer,
    attachments: shown.map(({ view }) => view),
    allowedActions: allowedActions(actor, parties, lifecycleOf({ ...order, designerId: parties.designerId })),
    // A draft for the designer's work: the client's order shows what the client wrote.
    aiSuggestion: clientView ? null : order.aiSuggestion,
    versions: versions.map((version) => ({
      id: version.id,
      number: version.number,
      status: version.status,
      current: CURRENT_VERSION_STATUSES.includes(version.status),
      submittedAt: version.submittedAt.toISOString(),
      submittedBy: version.submittedBy,
      passedAt: version.passedAt?.toISOString() ?? null,
      decidedAt: version.decidedAt?.toISOString() ?? null,
      decidedBy: version.decidedBy,
      // The client sees passed versions only, so never the admin's send-back note.
      note: version.note ?? null,
      files: (filesOf.get(version.id) ?? []).map(viewOf),
    })),
    pins: pins.map((pin) => pinAnswer(pin, versionById.get(pin.versionId)!.number)),
    downloads: {
      recordUrl: exports.recordUrl(order.id, clientView ? 'client' : 'staff', names.record, shortLived),
      zipUrl: meaning.final && approved ? exports.zipUrl(order.id, names.zip, shortLived) : null,
    },
    approvals: order.approvals.map((approval) => ({
      versionNumber: approval.versionNumber,
      // A guest by its name once: who shows it adds «(Gast)» (kind says so).
      by: { name: approval.name, kind: approval.guestLinkId ? ('guest' as const) : ('member' as const) },
      at: approval.at.toISOString(),
    })),
    approvalProgress: approvalProgressOf(actor, order),
    rights: {
      pin: clientView && Boolean(actor.memberRights?.comment) && meaning.waitingFor === 'clientReview',
      guestLinks: clientView && !actor.guest && Boolean(actor.memberRights?.decide) && !meaning.final,
    },
    clock: clockOfProject(
      {
        status: order.status,
        version: order.versions.at(-1)?.status ?? null,
        stageStartedAt: order.stageStartedAt,
        stageDueDay: order.stageDueDay,
        stageDays: order.stageDays,
      },
      now,
    ),
  };
}

/**
 * The order detail views with what they sign: file URLs (the storage's) and export links. Every
 * command and query that answers with an order asks this one; the facts come from one statement
 * (project-details.ts), whatever the number of orders.
 */
@Injectable()
export class ProjectViews {
  constructor(
    private readonly storage: FileStorage,
    private readonly exports: ExportLinks,
    private readonly clock: Clock,
    private readonly sql: ReadSql,
  ) {}

  /** Views of orders the actor may see (the review queue), in their order. */
  async details(actor: Actor, projects: readonly Pick<Project, 'id'>[]): Promise<ProjectDetail[]> {
    const orders = await loadProjectFacts(
      this.sql,
      projects.map((project) => project.id),
      projectScope(actor),
    );
    const now = this.clock.now();
    return orders.map((order) => detailOf(actor, order, this.storage, this.exports, now));
  }

  /**
   * The view of one order the actor may see (after a command's commit, say), as it is now; 404 when
   * it may not. Read on the read side's connections: what a command wrote is committed by then.
   */
  async detail(actor: Actor, project: Pick<Project, 'id'>): Promise<ProjectDetail> {
    assertProjectId(project.id);
    const [order] = await loadProjectFacts(this.sql, [project.id], projectScope(actor));
    if (!order) throw projectNotFound();
    return this.of(actor, order);
  }

  /** The view of an order's facts (loaded within the actor's scope), its URLs signed now. */
  of(actor: Actor, order: ProjectFacts): ProjectDetail {
    return detailOf(actor, order, this.storage, this.exports, this.clock.now());
  }
}
