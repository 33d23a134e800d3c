import type { ProjectBriefing, SlideIdea } from '../../contracts/project-answers.js';

const OPTIONAL_TEXTS = [
  'contentDescription',
  'platform',
  'contentGoal',
  'hook',
  'cta',
  'visualIdea',
  'specialNotes',
  'hashtags',
  'generatedCaption',
  'generatedCta',
] as const;

type OptionalText = (typeof OPTIONAL_TEXTS)[number];

/** A briefing whose optional parts may be missing: a request body, or an order as loaded. */
export type BriefingSource = Pick<ProjectBriefing, 'title' | 'description' | 'contentType'> & {
  [K in OptionalText]?: string | null;
} & {
  targetPlatforms?: string[] | null;
  slideIdeas?: SlideIdea[] | null;
};

/** The briefing as stored and shown: every optional part present, null (or empty) when not given. */
export function briefingOf(source: BriefingSource): ProjectBriefing {
  const texts = Object.fromEntries(OPTIONAL_TEXTS.map((key) => [key, source[key] ?? null])) as Record<
    OptionalText,
    string | null
  >;
  return {
    title: source.title,
    description: source.description,
    contentType: source.contentType,
    ...texts,
    targetPlatforms: source.targetPlatforms ?? [],
    slideIdeas: source.slideIdeas ?? null,
  };
}
