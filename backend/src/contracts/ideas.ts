/** Content ideas: the client's month plan (spec 000 §2 "/client/content-ideas", §3 "content idea"). */
import type { ContentType } from './projects.js';

/** An idea's way: idea → (edited) draft → (sent) in_production → (its order approved) completed → (marked) posted. */
export const IDEA_STATUSES = ['idea', 'draft', 'in_production', 'completed', 'posted'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** The bounds PATCH checks (and the dialog shows): the same as an order's briefing. */
export const IDEA_BOUNDS = { title: 200, text: 5000, hashtags: 30, hashtag: 100 } as const;

/** A place in a month plan the AI fills with an idea: what kind, on which working day, in which week. */
export interface IdeaSlot {
  contentType: ContentType;
  /** A working day of the month, `YYYY-MM-DD`. */
  date: string;
  /** 1 for the week that holds the 1st, then one more per Monday. */
  weekNumber: number;
}
