import { PROJECT_LIMITS } from '../../shared/contracts';
import type { ContentType, CreateProjectBody, ProjectDetail } from '../../shared/orders/types';

/** Up to 6 slide ideas per carousel (spec 000 section 9). */
export const MAX_SLIDES = PROJECT_LIMITS.slideIdeas;

interface SlideIdeaValue {
  content?: string;
}

/** The new-order form's values: the create body as typed so far; slide numbers are the rows' positions (1 to 6). */
export type NewProjectFormValues = Partial<
  Omit<CreateProjectBody, 'contentType' | 'slideIdeas' | 'generatedCaption' | 'generatedCta'>
> & {
  contentType: ContentType;
  slideIdeas?: SlideIdeaValue[];
};

const PREFIX = 'contentflow:new-project-draft:';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The briefing survives an accidental navigation or reload within the tab (session storage, per
 * client); files cannot be kept and must be chosen again.
 */
export function readDraft(owner: string): Partial<NewProjectFormValues> | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + owner);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? (parsed as Partial<NewProjectFormValues>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(owner: string, values: Partial<NewProjectFormValues>): void {
  try {
    window.sessionStorage.setItem(PREFIX + owner, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is a convenience only.
  }
}

export function clearDraft(owner: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + owner);
  } catch {
    // see writeDraft
  }
}

/** The new-order form filled with a past order's briefing ("Erneut bestellen"); its files are not part of it. */
export function reorderDraft(
  project: ProjectDetail,
): Partial<NewProjectFormValues> & Pick<Partial<CreateProjectBody>, 'generatedCaption' | 'generatedCta'> {
  const text = (value: string | null) => value ?? '';
  return {
    contentType: project.contentType,
    title: project.title,
    description: project.description,
    contentDescription: text(project.contentDescription),
    platform: project.platform ?? undefined,
    targetPlatforms: [...project.targetPlatforms],
    contentGoal: text(project.contentGoal),
    hook: text(project.hook),
    cta: text(project.cta),
    visualIdea: text(project.visualIdea),
    slideIdeas: (project.slideIdeas ?? []).slice(0, MAX_SLIDES).map((slide) => ({ content: slide.content })),
    specialNotes: text(project.specialNotes),
    hashtags: text(project.hashtags),
    generatedCaption: text(project.generatedCaption),
    generatedCta: text(project.generatedCta),
  };
}

/** What the new-order page is told when it opens as a copy: the order's title and whether it had files that were not copied. */
export interface ReorderState {
  reorderOf: string;
  filesLeftOut: number;
}

/** Whether a draft holds anything the user typed (a chosen content type alone is no draft). */
export function draftHasInput(draft: Partial<NewProjectFormValues> | null): boolean {
  if (!draft) return false;
  return Object.entries(draft).some(([key, value]) => {
    if (key === 'contentType') return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value))
      return value.some((item) => (isRecord(item) ? Boolean(String(item.content ?? '').trim()) : Boolean(item)));
    return false;
  });
}
