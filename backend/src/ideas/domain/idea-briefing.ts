import type { IdeaTexts } from '../../contracts/idea-answers.js';
import type { ContentType } from '../../contracts/projects.js';
import type { ProjectBriefing } from '../../contracts/project-answers.js';

/** "Di., 1. Dezember 2026": the idea's planned day as the order's notes name it. */
const DAY = new Intl.DateTimeFormat('de-CH', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface SendableIdea extends Omit<IdeaTexts, 'slideIdeas'> {
  slideIdeas?: IdeaTexts['slideIdeas'];
  contentType: ContentType;
  /** YYYY-MM-DD */
  date: string;
  weekNumber: number;
}

const orNull = (text: string) => text.trim() || null;

/**
 * The briefing a sent idea orders (spec 000 §3: "Sending a content idea creates a project"): its
 * content is what the post is about, its description, hook, CTA, visual and slide ideas fill the
 * form's fields of the same meaning, its hashtags the hashtag line, and the notes say which day of
 * the plan it was meant for.
 */
export function briefingOfIdea(idea: SendableIdea, notes: (date: string, week: number) => string): ProjectBriefing {
  return {
    title: idea.title,
    description: orNull(idea.content) ?? orNull(idea.description) ?? idea.title,
    contentType: idea.contentType,
    contentDescription: orNull(idea.description),
    platform: null,
    targetPlatforms: [],
    contentGoal: null,
    hook: orNull(idea.hook),
    cta: orNull(idea.cta),
    visualIdea: orNull(idea.visualIdea),
    slideIdeas: idea.contentType === 'carousel' && idea.slideIdeas?.length ? idea.slideIdeas : null,
    specialNotes: notes(DAY.format(new Date(`${idea.date}T00:00:00Z`)), idea.weekNumber),
    hashtags: idea.hashtags.length ? idea.hashtags.join(' ') : null,
    generatedCaption: null,
    generatedCta: null,
  };
}
