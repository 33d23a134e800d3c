import { z } from 'zod';
import { normalizeHashtags } from './hashtags.js';
import { toSwissSpelling } from './swiss-spelling.js';
import type { IdeaTexts } from '../contracts/idea-answers.js';
import type { ContentType } from '../contracts/projects.js';
import type { IdeaSlot } from '../contracts/ideas.js';

/**
 * The structured answer the month plan asks the model for (a JSON schema in OpenAI's strict mode:
 * every property present, no others, so `slideIdeas` is an empty list outside carousels), checked
 * again on arrival. An answer that does not fit, in shape or in its number of ideas per type, fails
 * the job and writes nothing.
 */
const MONTH_PLAN_BOUNDS = { ideas: 100, title: 200, text: 2000, short: 300, slides: 6, hashtags: 15 } as const;

const slideIdea = z.strictObject({
  number: z.number().int().min(1).max(MONTH_PLAN_BOUNDS.slides),
  content: z.string().max(MONTH_PLAN_BOUNDS.short),
});

const idea = z.strictObject({
  contentType: z.enum(['post', 'carousel', 'reel']),
  title: z.string().trim().min(1).max(MONTH_PLAN_BOUNDS.title),
  content: z.string().trim().max(MONTH_PLAN_BOUNDS.text),
  description: z.string().trim().max(MONTH_PLAN_BOUNDS.text),
  hook: z.string().trim().max(MONTH_PLAN_BOUNDS.short),
  cta: z.string().trim().max(MONTH_PLAN_BOUNDS.short),
  visualIdea: z.string().trim().max(MONTH_PLAN_BOUNDS.text),
  slideIdeas: z.array(slideIdea).max(MONTH_PLAN_BOUNDS.slides),
  hashtags: z.array(z.string().max(60)).max(MONTH_PLAN_BOUNDS.hashtags),
});

export const monthPlanAnswerSchema = z.strictObject({ ideas: z.array(idea).max(MONTH_PLAN_BOUNDS.ideas) });

export type MonthPlanAnswer = z.output<typeof monthPlanAnswerSchema>;
type AnsweredIdea = MonthPlanAnswer['ideas'][number];

/** An idea ready to be stored: the answer's texts on a slot of the month. */
export interface PlannedIdea extends IdeaSlot, IdeaTexts {}

export class MonthPlanMismatch extends Error {
  constructor(expected: Record<ContentType, number>, got: Record<ContentType, number>) {
    super(
      `The month plan answer has ${JSON.stringify(got)} ideas per type, the plan asks for ${JSON.stringify(expected)}`,
    );
    this.name = 'MonthPlanMismatch';
  }
}

function countByType(items: { contentType: ContentType }[]): Record<ContentType, number> {
  const counts: Record<ContentType, number> = { post: 0, carousel: 0, reel: 0 };
  for (const item of items) counts[item.contentType] += 1;
  return counts;
}

function swiss(text: string): string {
  return toSwissSpelling(text);
}

function planned(slot: IdeaSlot, answer: AnsweredIdea): PlannedIdea {
  const slides = answer.slideIdeas
    .filter((entry) => entry.content.trim())
    .map((entry) => ({ number: entry.number, content: swiss(entry.content.trim()) }));
  return {
    ...slot,
    title: swiss(answer.title),
    content: swiss(answer.content),
    description: swiss(answer.description),
    hook: swiss(answer.hook),
    cta: swiss(answer.cta),
    visualIdea: swiss(answer.visualIdea),
    slideIdeas: slot.contentType === 'carousel' && slides.length > 0 ? slides : null,
    hashtags: normalizeHashtags(answer.hashtags.join(' ')).split(' ').filter(Boolean),
  };
}

/**
 * Puts the answer's ideas on the month's slots, type by type in the answer's order. Throws
 * MonthPlanMismatch when the answer has another number of ideas of some type than the plan.
 */
export function placeIdeas(slots: IdeaSlot[], answer: MonthPlanAnswer): PlannedIdea[] {
  const expected = countByType(slots);
  const got = countByType(answer.ideas);
  if (expected.post !== got.post || expected.carousel !== got.carousel || expected.reel !== got.reel)
    throw new MonthPlanMismatch(expected, got);
  const queues: Record<ContentType, AnsweredIdea[]> = {
    post: answer.ideas.filter((entry) => entry.contentType === 'post'),
    carousel: answer.ideas.filter((entry) => entry.contentType === 'carousel'),
    reel: answer.ideas.filter((entry) => entry.contentType === 'reel'),
  };
  return slots.map((slot) => planned(slot, queues[slot.contentType].shift()!));
}
