import type { ContentType, LifecycleEventType, ProjectEventType, ProjectStatus } from '../../shared/contracts';

export type { ContentType, LifecycleEventType, ProjectEventType, ProjectStatus };

export interface Person {
  id: string;
  name: string;
  email?: string;
}

/** One row of GET /api/projects. */
export interface ProjectListItem {
  id: string;
  title: string;
  contentType: ContentType;
  status: ProjectStatus;
  createdAt: string;
  clientId: string;
  clientName: string;
  designerId: string | null;
  contentDescription: string | null;
  hashtags: string | null;
  completedAt: string | null;
}

export interface ProjectPage {
  items: ProjectListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProjectListArgs {
  /** Sent comma-separated; none means every status. */
  status?: readonly ProjectStatus[];
  page?: number;
  pageSize?: number;
}

export interface SlideIdea {
  number: number;
  content: string;
}

export interface Attachment {
  id: string;
  /** Relative, served publicly with its content type (e.g. /files/…/final_123.png). */
  fileUrl: string;
  fileName: string;
  /** MIME type. */
  fileType: string;
  sizeBytes: number;
  isFinalDesign: boolean;
  createdAt: string;
  uploadedBy: Person | null;
}

/** GET /api/projects/:id, also the answer of every lifecycle command. */
export interface ProjectDetail {
  id: string;
  title: string;
  description: string;
  contentType: ContentType;
  contentDescription: string | null;
  platform: string | null;
  targetPlatforms: string[];
  contentGoal: string | null;
  hook: string | null;
  cta: string | null;
  visualIdea: string | null;
  slideIdeas: SlideIdea[] | null;
  specialNotes: string | null;
  hashtags: string | null;
  generatedCaption: string | null;
  generatedCta: string | null;
  status: ProjectStatus;
  imageUrls: string[];
  reviewCount: number;
  maxReviews: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  clientId: string;
  designerId: string | null;
  client: Person;
  designer: Person | null;
  attachments: Attachment[];
  /** The lifecycle events the caller may send now; decides which buttons show. */
  allowedActions: LifecycleEventType[];
}

/** POST /api/projects. Optional texts left empty are simply not sent. */
export interface CreateProjectBody {
  title: string;
  description: string;
  contentType: ContentType;
  contentDescription?: string;
  platform?: string;
  targetPlatforms?: string[];
  contentGoal?: string;
  hook?: string;
  cta?: string;
  visualIdea?: string;
  slideIdeas?: SlideIdea[];
  specialNotes?: string;
  /** Space-separated. */
  hashtags?: string;
  generatedCaption?: string;
  generatedCta?: string;
}

export interface ProjectComment {
  id: string;
  message: string;
  createdAt: string;
  author: Person | null;
}

export interface TimelineEntry {
  type: ProjectEventType;
  at: string;
  actor: Person | null;
  data: Record<string, unknown>;
}

export interface FeedbackArgs {
  id: string;
  feedback: string;
}

export interface CommentArgs {
  id: string;
  message: string;
}
