import {
  FIRST_COMMENT_NETWORKS,
  firstCommentProblem,
  SOCIAL_NETWORK_LABELS,
  STORY_ASPECT,
  STORY_NETWORKS,
  type PostFormatName,
  type SocialNetworkName,
} from '../contracts/publishing.js';
import type { Dimensions } from './media-dimensions.js';
import { STORY_TEXTS } from './publishing-texts.js';

export interface FieldProblem {
  field: 'format' | 'firstComment' | 'socialAccountId';
  message: string;
}

/**
 * What a post's format and first comment ask of its network and files (docs/decisions.md
 * "Publishing, second round"): a story only on Instagram and Facebook and of exactly one file; a
 * first comment only on Instagram, with a feed post, within Instagram's limits of a comment.
 */
export function formatProblems(
  network: SocialNetworkName,
  format: PostFormatName,
  files: number,
  firstComment: string | null,
): FieldProblem[] {
  const label = SOCIAL_NETWORK_LABELS[network];
  const problems: FieldProblem[] = [];
  if (format === 'story' && !STORY_NETWORKS.includes(network))
    problems.push({ field: 'format', message: STORY_TEXTS.notOnNetwork(label) });
  else if (format === 'story' && files !== 1) problems.push({ field: 'format', message: STORY_TEXTS.oneFile(files) });
  if (firstComment !== null) {
    const problem = !FIRST_COMMENT_NETWORKS.includes(network)
      ? STORY_TEXTS.commentNotOnNetwork(label)
      : format === 'story'
        ? STORY_TEXTS.commentOnStory
        : firstCommentProblem(firstComment);
    if (problem) problems.push({ field: 'firstComment', message: problem });
  }
  return problems;
}

/** Why a story's file does not fit 9:16 (German), or null when it does. */
export function storyAspectProblem(size: Dimensions | null): string | null {
  if (!size || !size.width || !size.height) return STORY_TEXTS.unreadable;
  const wanted = STORY_ASPECT.width / STORY_ASPECT.height;
  const off = Math.abs(size.width / size.height - wanted) / wanted;
  return off <= STORY_ASPECT.tolerance ? null : STORY_TEXTS.aspect(size.width, size.height);
}

/** A first comment as kept: trimmed, none when empty. */
export function cleanFirstComment(comment: string | null | undefined): string | null {
  const trimmed = comment?.trim();
  return trimmed ? trimmed : null;
}
