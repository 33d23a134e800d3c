import type { IdeaStatus } from '../../contracts/ideas.js';

/**
 * What happens to an idea, and where each step leads (spec 000 §3 "content idea"): the client edits
 * it (a draft), sends it (its order is in production), the order's approval finishes it, and the
 * client marks it posted. Anything else is refused: an idea in production is the order's now.
 */
export type IdeaStep = 'edit' | 'send' | 'orderCompleted' | 'markPosted';

const STEPS: Record<IdeaStep, { from: readonly IdeaStatus[]; to: IdeaStatus }> = {
  edit: { from: ['idea', 'draft'], to: 'draft' },
  send: { from: ['idea', 'draft'], to: 'in_production' },
  orderCompleted: { from: ['in_production'], to: 'completed' },
  markPosted: { from: ['completed'], to: 'posted' },
};

/** The status after `step`, or null when the idea's status does not allow it. */
export function ideaStatusAfter(status: IdeaStatus, step: IdeaStep): IdeaStatus | null {
  const { from, to } = STEPS[step];
  return from.includes(status) ? to : null;
}

/**
 * The dialog's hashtags ("#a, #b ,, c" or a list): each trimmed, the empty ones dropped, each kept
 * once (spec 000 §4 "Content idea edit").
 */
export function hashtagsOf(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((entry) => entry.split(','));
  return [...new Set(parts.map((tag) => tag.trim()).filter(Boolean))];
}
