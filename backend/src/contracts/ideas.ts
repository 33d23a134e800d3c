/** Content ideas: the client's month plan (spec 000 §2 "/client/content-ideas", §3 "content idea"). */
import type { ContentType } from './projects.js';
import type { SlideIdea } from './project-answers.js';

/** An idea's way: idea → (edited) draft → (sent) in_production → (its order approved) completed → (marked) posted. */
export const IDEA_STATUSES = ['idea', 'draft', 'in_production', 'completed', 'posted'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

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

/**
 * PATCH /api/content-ideas/:id ("Idee anpassen"): the fields sent are changed, the others kept; the
 * idea becomes a draft. `hashtags` is the dialog's comma-separated text (or a list): each trimmed,
 * empty ones dropped.
 */
export interface UpdateIdeaBody {
  title?: string;
  content?: string;
  description?: string;
  hook?: string;
  cta?: string;
  visualIdea?: string;
  hashtags?: string | string[];
}

/** The bounds PATCH checks (and the dialog shows): the same as an order's briefing. */
export const IDEA_BOUNDS = { title: 200, text: 5000, hashtags: 30, hashtag: 100 } as const;

/** POST /api/content-ideas/:id/send → 201: the order it became. */
/** A place in a month plan the AI fills with an idea: what kind, on which working day, in which week. */
export interface IdeaSlot {
  contentType: ContentType;
  /** A working day of the month, `YYYY-MM-DD`. */
  date: string;
  /** 1 for the week that holds the 1st, then one more per Monday. */
  weekNumber: number;
}

export interface SentIdea {
  projectId: string;
  idea: ContentIdea;
}

/** The states of a job as api.md names them (BullMQ's words). */
type JobState = 'waiting' | 'active' | 'completed' | 'failed';

/** GET /api/jobs/:jobId: a month plan being made (POST /api/content-ideas/generate → 202 `{ jobId }`). */
export interface GenerationJob {
  id: string;
  state: JobState;
  /** 0 waiting, 50 being written, 100 ended. */
  progress: number;
  /** Once completed: the month and how many ideas were written. */
  result: { month: string; ideaCount: number; offline: boolean } | null;
  /** The German reason, once failed. */
  error: string | null;
}
