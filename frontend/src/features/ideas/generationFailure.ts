import { ideasTexts } from './texts';

const t = ideasTexts.failure;

export interface GenerationFailureInput {
  /** The server's (or the job's) German message, if any. */
  message?: string | null;
  /** The HTTP status when the request itself was refused; null for a job that failed. */
  status?: number | null;
}

export interface GenerationFailureText {
  title: string;
  description?: string;
}

/** What a failed month-plan generation shows (spec 000 §8 "Content ideas generation"). */
export function generationFailure({ message, status = null }: GenerationFailureInput): GenerationFailureText {
  const text = message?.trim() ?? '';
  if (status === 401) return { title: t.unauthenticatedTitle };
  // The month's AI budget (a 429 too): the server's text says when it resets, which the
  // per-minute text would hide.
  if (/KI-Kontingent/i.test(text)) return { title: t.budgetTitle, description: text };
  if (status === 429 || text.includes('429') || text.includes('Zu viele Anfragen')) {
    return { title: t.rateLimitedTitle, description: t.rateLimitedText };
  }
  if (status === 402 || text.includes('402') || text.includes('Guthaben')) {
    return { title: t.creditsTitle, description: t.creditsText };
  }
  return { title: t.otherTitle, description: text || t.otherText };
}
