/** Content ideas: the client's month plan (spec 000 §2 "/client/content-ideas", §3 "content idea"). */
import type { ContentType, SlideIdea } from './projects.js';

export const IDEA_STATUSES = ['idea', 'draft', 'in_production', 'completed', 'posted'] as const;
type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** What an idea says: written by the AI (or the offline plan), edited by the client. */
export interface IdeaTexts {
  title: string;
  content: string;
  description: string;
  hook: string;
  cta: string;
  visualIdea: string;
  /** Carousels only; null for posts and reels. */
  slideIdeas: SlideIdea[] | null;
  hashtags: string[];
}

/** One idea as the screen shows it. */
export interface ContentIdea extends IdeaTexts {
  id: string;
  /** YYYY-MM, the plan's month. */
  month: string;
  weekNumber: number;
  /** YYYY-MM-DD, a working day of the month. */
  date: string;
  contentType: ContentType;
  status: IdeaStatus;
  /** The order it became (after "Senden"), or null. */
  projectId: string | null;
  /** Written by the offline generator (no AI provider configured). */
  offline: boolean;
}

export const GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** GET /api/jobs/:jobId: a month plan being made (POST /api/content-ideas/generate → 202 `{ jobId }`). */
export interface GenerationJob {
  id: string;
  month: string;
  status: GenerationStatus;
  /** How many ideas it wrote, once done. */
  ideaCount: number | null;
  offline: boolean | null;
  /** The German reason, once failed. */
  error: string | null;
}
