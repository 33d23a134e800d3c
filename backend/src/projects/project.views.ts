import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import type { FileUrls } from '../storage/file-storage.js';
import {
  CONTENT_TYPES, LIFECYCLE_EVENTS, PROJECT_STATUSES,
  type AiSuggestion, type Attachment as AttachmentContract, type ContentType, type LifecycleEventType, type Person, type ProjectDetail, type ProjectListItem,
  type ProjectPage, type ProjectStatus, type SlideIdea,
} from '../contracts/projects.js';
import { Attachment } from './attachment.entity.js';
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
}

/** An attachment with URLs signed for this answer: only ever build it for a caller who may see the file. */
export function attachmentView(attachment: Attachment, files: FileUrls): AttachmentView {
  const uploader = attachment.uploadedBy;
  return {
    id: attachment.id,
    fileUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName }),
    downloadUrl: files.signedUrl(attachment.storageKey, { fileName: attachment.fileName, download: true }),
    fileName: attachment.fileName,
    fileType: attachment.fileType,
    sizeBytes: attachment.sizeBytes,
    isFinalDesign: attachment.isFinalDesign,
    createdAt: attachment.createdAt.toISOString(),
    uploadedBy: uploader ? { id: uploader.id, name: uploader.name } : null,
  };
}

/**
 * Detail views of orders whose client and designer are loaded, with one query for all attachments.
 * The orders must be ones the actor may see (the scoped queries): the answer carries signed URLs.
 */
export async function projectDetails(em: EntityManager, actor: Actor, projects: Project[], files: FileUrls): Promise<ProjectDetailView[]> {
  if (!projects.length) return [];
  const attachments = await em.find(
    Attachment,
    { project: { $in: projects.map((p) => p.id) } },
    { populate: ['uploadedBy'], orderBy: { createdAt: 'asc', storageKey: 'asc' } },
  );
  // Grouped once: a long review queue must not compare every attachment with every order.
  const byProject = new Map<string, Attachment[]>();
  for (const attachment of attachments) {
    const list = byProject.get(attachment.project.id);
    if (list) list.push(attachment);
    else byProject.set(attachment.project.id, [attachment]);
  }
  return projects.map((project) => {
    // The admin checks every design before the client sees it: until then the client gets neither
    // the final designs nor URLs for them (and file names are random, so none can be guessed).
    const hideFinals = actor.clientId !== null && !project.meaning().clientSeesDesigns;
    const visible = (attachment: Attachment) => !(hideFinals && attachment.isFinalDesign);
    const person = (account: { id: string; name: string; email: string }) => ({ id: account.id, name: account.name, email: account.email });
    const shown = (byProject.get(project.id) ?? []).filter(visible).map((a) => ({ row: a, view: attachmentView(a, files) }));
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
      client: person(project.client),
      designer: project.designer ? person(project.designer) : null,
      attachments: shown.map(({ view }) => view),
      allowedActions: project.allowedActions(actor),
      // A draft for the designer's work: the client's order shows what the client wrote.
      aiSuggestion: actor.clientId === null ? (project.aiSuggestion ?? null) : null,
    };
  });
}

/** The detail view of one order as the actor sees it (after a command, say). */
export async function projectDetail(em: EntityManager, actor: Actor, project: Project, files: FileUrls): Promise<ProjectDetailView> {
  await em.populate(project, ['client', 'designer'], { refresh: true });
  const [view] = await projectDetails(em, actor, [project], files);
  return view;
}
