import { Injectable } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { FileStorage, type FileUrls } from '../storage/index.js';
import {
  CONTENT_TYPES, LIFECYCLE_EVENTS, PIN_AUTHOR_ROLES, PROJECT_STATUSES, VERSION_STATUSES,
  type AiSuggestion, type Attachment as AttachmentContract, type ContentType, type DesignVersion as DesignVersionContract, type LifecycleEventType,
  type OrderDownloads, type Person, type Pin as PinContract, type PinAuthorRole, type ProjectDetail, type ProjectListItem,
  type ProjectPage, type ProjectStatus, type SlideIdea, type VersionStatus,
} from '../contracts/projects.js';
import { Attachment } from './attachment.entity.js';
import { DesignVersion } from './design-version.entity.js';
import { ExportLinks } from './exports/export-links.js';
import { exportFileNames } from './exports/export-names.js';
import { Pin } from './pin.entity.js';
import { briefingOf } from './project-briefing.js';
import type { Project } from './project.entity.js';

export class PersonView implements Person {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() email?: string;
}

class SlideIdeaView implements SlideIdea {
  @ApiProperty({ minimum: 1, maximum: 6 }) number!: number;
  @ApiProperty() content!: string;
}

export class AttachmentView implements AttachmentContract {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    example: '/files/1b9d…/5f0c….png?e=1795388400&n=entwurf.png&s=…',
    description: 'Signed, valid for one to two hours for whoever holds it; shows the file inline',
  })
  fileUrl!: string;
  @ApiProperty({ description: 'As fileUrl, but the browser saves the file under its name (Content-Disposition: attachment)' })
  downloadUrl!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ example: 'image/png' }) fileType!: string;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty() isFinalDesign!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: PersonView, nullable: true }) uploadedBy!: PersonView | null;
}

export class ProjectListItemView implements ProjectListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType!: ContentType;
  @ApiProperty({ enum: PROJECT_STATUSES }) status!: ProjectStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) designerId!: string | null;
  @ApiProperty({ nullable: true, type: String }) contentDescription!: string | null;
  @ApiProperty({ nullable: true, type: String }) hashtags!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) completedAt!: string | null;
  @ApiProperty({ description: "The caller's unread messages on the order (comments, pin replies, mentions)" }) unreadMessages!: number;
}

export class ProjectPageView implements ProjectPage {
  @ApiProperty({ type: [ProjectListItemView] }) items!: ProjectListItemView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AiSuggestionView implements AiSuggestion {
  @ApiProperty() caption!: string;
  @ApiProperty() cta!: string;
  @ApiProperty() hashtags!: string;
  @ApiProperty() offline!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class DesignVersionView implements DesignVersionContract {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minimum: 1 }) number!: number;
  @ApiProperty({ enum: VERSION_STATUSES }) status!: VersionStatus;
  @ApiProperty() current!: boolean;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
  @ApiProperty({ type: PersonView, nullable: true }) submittedBy!: PersonView | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) passedAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedAt!: string | null;
  @ApiProperty({ type: PersonView, nullable: true }) decidedBy!: PersonView | null;
  @ApiProperty({ nullable: true, type: String }) note!: string | null;
  @ApiProperty({ type: [AttachmentView] }) files!: AttachmentView[];
}

export class PinView implements PinContract {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) versionId!: string;
  @ApiProperty() versionNumber!: number;
  @ApiProperty({ format: 'uuid' }) attachmentId!: string;
  @ApiProperty({ nullable: true, type: Number }) x!: number | null;
  @ApiProperty({ nullable: true, type: Number }) y!: number | null;
  @ApiProperty({ nullable: true, type: Number }) atSeconds!: number | null;
  @ApiProperty() comment!: string;
  @ApiProperty({ type: PersonView, nullable: true }) author!: PersonView | null;
  @ApiProperty({ enum: PIN_AUTHOR_ROLES }) authorRole!: PinAuthorRole;
  @ApiProperty() internal!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() done!: boolean;
  @ApiProperty({ nullable: true, type: String }) answer!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) resolvedAt!: string | null;
  @ApiProperty({ nullable: true, type: Number }) resolvedInVersion!: number | null;
}

export class OrderDownloadsView implements OrderDownloads {
  @ApiProperty({ description: 'Signed link to the approval record (PDF)' }) recordUrl!: string;
  @ApiProperty({ nullable: true, type: String, description: "Signed link to the approved version's files as one ZIP; null until approved" })
  zipUrl!: string | null;
}

export class ProjectDetailView implements ProjectDetail {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType!: ContentType;
  @ApiProperty({ nullable: true, type: String }) contentDescription!: string | null;
  @ApiProperty({ nullable: true, type: String }) platform!: string | null;
  @ApiProperty({ type: [String] }) targetPlatforms!: string[];
  @ApiProperty({ nullable: true, type: String }) contentGoal!: string | null;
  @ApiProperty({ nullable: true, type: String }) hook!: string | null;
  @ApiProperty({ nullable: true, type: String }) cta!: string | null;
  @ApiProperty({ nullable: true, type: String }) visualIdea!: string | null;
  @ApiProperty({ type: [SlideIdeaView], nullable: true }) slideIdeas!: SlideIdea[] | null;
  @ApiProperty({ nullable: true, type: String }) specialNotes!: string | null;
  @ApiProperty({ nullable: true, type: String }) hashtags!: string | null;
  @ApiProperty({ nullable: true, type: String }) generatedCaption!: string | null;
  @ApiProperty({ nullable: true, type: String }) generatedCta!: string | null;
  @ApiProperty({ enum: PROJECT_STATUSES }) status!: ProjectStatus;
  @ApiProperty({ type: [String], description: 'Signed URLs of the current final designs, in upload order' }) imageUrls!: string[];
  @ApiProperty() reviewCount!: number;
  @ApiProperty() maxReviews!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) completedAt!: string | null;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) designerId!: string | null;
  @ApiProperty({ type: PersonView }) client!: PersonView;
  @ApiProperty({ type: PersonView, nullable: true }) designer!: PersonView | null;
  @ApiProperty({ type: [AttachmentView] }) attachments!: AttachmentView[];
  @ApiProperty({ enum: LIFECYCLE_EVENTS, isArray: true, description: 'The lifecycle events this caller may send now' })
  allowedActions!: LifecycleEventType[];
  @ApiProperty({ type: AiSuggestionView, nullable: true, description: "The AI's draft for the designer; null for the client" })
  aiSuggestion!: AiSuggestionView | null;
  @ApiProperty({ type: [DesignVersionView], description: 'Oldest first; the client sees the versions the admin passed' })
  versions!: DesignVersionView[];
  @ApiProperty({ type: [PinView], description: "Oldest first; the client sees its own, never the admin's" })
  pins!: PinView[];
  @ApiProperty({ type: OrderDownloadsView }) downloads!: OrderDownloadsView;
}

const personOf = (account: { id: string; name: string } | null | undefined): PersonView | null => (account ? { id: account.id, name: account.name } : null);
/** The order's client and designer are named with their e-mail. */
const contactOf = (account: { id: string; name: string; email: string }): PersonView => ({ id: account.id, name: account.name, email: account.email });

export function pinView(pin: Pin): PinView {
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
export function attachmentView(attachment: Attachment, files: FileUrls): AttachmentView {
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
): Promise<ProjectDetailView[]> {
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
  const signed = new Map<string, AttachmentView>();
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
  details(em: EntityManager, actor: Actor, projects: Project[]): Promise<ProjectDetailView[]> {
    return projectDetails(em, actor, projects, this.storage, this.exports);
  }

  /** The view of one order as the actor sees it (after a command, say). */
  async detail(em: EntityManager, actor: Actor, project: Project): Promise<ProjectDetailView> {
    await em.populate(project, ['client', 'designer'], { refresh: true });
    const [view] = await projectDetails(em, actor, [project], this.storage, this.exports);
    return view;
  }
}
