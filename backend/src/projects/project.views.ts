import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { FileStorage, type FileUrls } from '../storage/index.js';
import type { Attachment as AttachmentAnswer, Person, Pin as PinAnswer, ProjectDetail } from '../contracts/project-answers.js';
import { Attachment } from './attachment.entity.js';
import { DesignVersion } from './design-version.entity.js';
import { ExportLinks } from './exports/export-links.js';
import { exportFileNames } from './exports/export-names.js';
import { Pin } from './pin.entity.js';
import { briefingOf } from './project-briefing.js';
import type { Project } from './project.entity.js';

const personOf = (account: { id: string; name: string } | null | undefined): Person | null => (account ? { id: account.id, name: account.name } : null);
/** The order's client and designer are named with their e-mail. */
const contactOf = (account: { id: string; name: string; email: string }): Person => ({ id: account.id, name: account.name, email: account.email });

export function pinView(pin: Pin): PinAnswer {
  return {
    id: pin.id,
    versionId: pin.version.id,
    versionNumber: pin.version.number,
    attachmentId: pin.attachment.id,
    x: pin.x ?? null,
    y: pin.y ?? null,
    atSeconds: pin.atSeconds ?? null,
    comment: pin.comment,
    author: personOf(pin.author),
    authorRole: pin.authorRole,
    internal: pin.isInternal(),
    createdAt: pin.createdAt.toISOString(),
    done: Boolean(pin.resolvedAt),
    answer: pin.answer ?? null,
    resolvedAt: pin.resolvedAt?.toISOString() ?? null,
    resolvedInVersion: pin.resolvedInVersion ?? null,
  };
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

/** An attachment with URLs signed for this answer: only ever build it for a caller who may see the file. */
export function attachmentView(attachment: Attachment, files: FileUrls): AttachmentAnswer {
  return {
    id: attachment.id,
    fileUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName }),
    downloadUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName, download: true }),
    fileName: attachment.fileName,
    fileType: attachment.fileType,
    sizeBytes: attachment.sizeBytes,
    isFinalDesign: attachment.isFinalDesign,
    createdAt: attachment.createdAt.toISOString(),
    uploadedBy: personOf(attachment.uploadedBy),
  };
}

/**
 * Detail views of orders whose client and designer are loaded, with one query for all attachments.
 * The orders must be ones the actor may see (the scoped queries): the answer carries signed URLs.
 */
async function projectDetails(
  em: EntityManager,
  actor: Actor,
  projects: Project[],
  files: FileUrls,
  exports: ExportLinks,
): Promise<ProjectDetail[]> {
  if (!projects.length) return [];
  const ids = projects.map((p) => p.id);
  const [attachments, versions, pins] = await Promise.all([
    em.find(Attachment, { project: { $in: ids } }, { populate: ['uploadedBy'], orderBy: { createdAt: 'asc', storageKey: 'asc' } }),
    em.find(DesignVersion, { project: { $in: ids } }, { populate: ['submittedBy', 'decidedBy'], orderBy: { number: 'asc' } }),
    em.find(Pin, { project: { $in: ids } }, { populate: ['author', 'version'], orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  // Who sees which version and pin: staff everything, the client passed versions and its own pins.
  const clientView = actor.clientId !== null;
  // Grouped once: a long review queue must not compare every row with every order.
  const attachmentsOf = groupBy(attachments, (row) => row.project.id);
  const versionsOf = groupBy(versions.filter((version) => !clientView || version.visibleToClient()), (row) => row.project.id);
  const pinsOf = groupBy(pins.filter((pin) => !clientView || pin.visibleToClient()), (row) => row.project.id);
  const filesOf = groupBy(attachments.filter((row) => row.version), (row) => row.version!.id);
  // A current final design is shown twice (with the order and in its version): signed once.
  const signed = new Map<string, AttachmentAnswer>();
  const viewOf = (attachment: Attachment) => {
    let view = signed.get(attachment.id);
    if (!view) signed.set(attachment.id, (view = attachmentView(attachment, files)));
    return view;
  };
  return projects.map((project) => {
    // The admin checks every design before the client sees it: until then the client gets neither
    // the current final designs nor URLs for them (and file names are random, so none can be guessed).
    // Final designs of earlier versions are in `versions`, for those who may see each.
    const hideFinals = clientView && !project.meaning().clientSeesDesigns;
    const current = new Set(project.finalDesignIds);
    const visible = (attachment: Attachment) => !attachment.isFinalDesign || (current.has(attachment.id) && !hideFinals);
    const shown = (attachmentsOf.get(project.id) ?? []).filter(visible).map((a) => ({ row: a, view: viewOf(a) }));
    const projectVersions = versionsOf.get(project.id) ?? [];
    const approved = projectVersions.find((version) => version.isApproved());
    const names = exportFileNames(project.title, approved?.number ?? null);
    return {
      id: project.id,
      ...briefingOf(project),
      status: project.status,
      imageUrls: shown.filter(({ row }) => row.isFinalDesign).map(({ view }) => view.fileUrl),
      reviewCount: project.reviewCount,
      maxReviews: project.maxReviews,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
      completedAt: project.completedAt?.toISOString() ?? null,
      clientId: project.client.id,
      designerId: project.designer?.id ?? null,
      client: contactOf(project.client),
      designer: project.designer ? contactOf(project.designer) : null,
      attachments: shown.map(({ view }) => view),
      allowedActions: project.allowedActions(actor),
      // A draft for the designer's work: the client's order shows what the client wrote.
      aiSuggestion: clientView ? null : (project.aiSuggestion ?? null),
      versions: projectVersions.map((version) => ({
        id: version.id,
        number: version.number,
        status: version.status,
        current: version.isCurrent(),
        submittedAt: version.submittedAt.toISOString(),
        submittedBy: personOf(version.submittedBy),
        passedAt: version.passedAt?.toISOString() ?? null,
        decidedAt: version.decidedAt?.toISOString() ?? null,
        decidedBy: personOf(version.decidedBy),
        // The client sees passed versions only, so never the admin's send-back note.
        note: version.note ?? null,
        files: (filesOf.get(version.id) ?? []).map(viewOf),
      })),
      pins: (pinsOf.get(project.id) ?? []).map(pinView),
      downloads: {
        recordUrl: exports.recordUrl(project.id, clientView ? 'client' : 'staff', names.record),
        zipUrl: project.meaning().final && approved ? exports.zipUrl(project.id, names.zip) : null,
      },
    };
  });
}

/**
 * The order detail views with what they sign: file URLs (the storage's) and export links. Every
 * command and query that answers with an order asks this one.
 */
@Injectable()
export class ProjectViews {
  constructor(
    private readonly storage: FileStorage,
    private readonly exports: ExportLinks,
  ) {}

  /** Views of orders the actor may see whose client and designer are loaded (the review queue). */
  details(em: EntityManager, actor: Actor, projects: Project[]): Promise<ProjectDetail[]> {
    return projectDetails(em, actor, projects, this.storage, this.exports);
  }

  /** The view of one order as the actor sees it (after a command, say). */
  async detail(em: EntityManager, actor: Actor, project: Project): Promise<ProjectDetail> {
    await em.populate(project, ['client', 'designer'], { refresh: true });
    const [view] = await projectDetails(em, actor, [project], this.storage, this.exports);
    return view;
  }
}
