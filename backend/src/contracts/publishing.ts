/**
 * Publishing (issue 29, docs/decisions.md "Publishing"): the social accounts a client connects, the
 * posts scheduled to them, the proof of what went out and its figures. The values the web app
 * imports too; the requests' schemas are in publishing-requests.ts, the answers' in publishing-answers.ts.
 */

/** The networks the product publishes to. */
export const PUBLISHING_NETWORKS = ['instagram', 'facebook', 'linkedin', 'tiktok'] as const;
export type SocialNetworkName = (typeof PUBLISHING_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetworkName, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/**
 * A connected account's state: connected; expiring (the connection can be renewed by the product
 * for less than 7 more days, the owner should connect it again); disconnected (the network refused
 * its token, or the owner disconnected it: posts to it need attention).
 */
export const SOCIAL_ACCOUNT_STATUSES = ['connected', 'expiring', 'disconnected'] as const;
export type SocialAccountStatus = (typeof SOCIAL_ACCOUNT_STATUSES)[number];

/** How long before a connection can no longer be renewed its owner is warned. */
export const SOCIAL_ACCOUNT_WARNING_DAYS = 7;

/**
 * A scheduled post's lifecycle (backend/src/publishing/domain/scheduled-post.machine.ts): scheduled
 * (editable) → publishing → published, or failed (the network refused it) or needs_attention (an
 * account to connect again, or a publication nobody can tell went out: a person looks).
 */
export const SCHEDULED_POST_STATUSES = ['scheduled', 'publishing', 'published', 'failed', 'needs_attention'] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];

export const SCHEDULED_POST_STATUS_LABELS: Record<ScheduledPostStatus, string> = {
  scheduled: 'Geplant',
  publishing: 'Wird veröffentlicht',
  published: 'Veröffentlicht',
  failed: 'Fehlgeschlagen',
  needs_attention: 'Braucht Aufmerksamkeit',
};

/**
 * What each network takes of a post's text as it is sent (postTextAsSent: the caption, a blank line,
 * the hashtags): at most `chars` characters (UTF-16 code units, the stricter count where networks
 * differ) and, on Instagram, at most 30 hashtags. Checked when a post is scheduled or its text or
 * account changes (docs/decisions.md "Scheduling you can trust").
 */
export const POST_TEXT_LIMITS: Record<SocialNetworkName, { chars: number; hashtags: number | null }> = {
  instagram: { chars: 2200, hashtags: 30 },
  tiktok: { chars: 2200, hashtags: null },
  linkedin: { chars: 3000, hashtags: null },
  facebook: { chars: 63_206, hashtags: null },
};

/**
 * How a post goes out (issue 42): `feed` (a post, a carousel or a reel, as the order's content type
 * says) or `story` (Instagram and Facebook only, of one image or one video in 9:16).
 */
export const POST_FORMATS = ['feed', 'story'] as const;
export type PostFormatName = (typeof POST_FORMATS)[number];
/** The networks that take stories. */
export const STORY_NETWORKS: readonly SocialNetworkName[] = ['instagram', 'facebook'];
/** A story's width to height (9:16), and how far a file may be off it (1 %: 1080 × 1920 and 720 × 1280 fit, 1080 × 1350 does not). */
export const STORY_ASPECT = { width: 9, height: 16, tolerance: 0.01 } as const;

/** The networks where a post's first comment is posted (Instagram: hashtags go there). */
export const FIRST_COMMENT_NETWORKS: readonly SocialNetworkName[] = ['instagram'];
/** Instagram's own limits of a comment: 2,200 characters and 30 hashtags. */
export const FIRST_COMMENT_LIMITS = { chars: 2200, hashtags: 30 } as const;
/**
 * A first comment's state: `pending` (the post is not out yet, or the comment is next), `posting`
 * (the call went out: a recovery looks for it before posting again), `posted`, `failed` (the post
 * stays published; `firstCommentError` says why).
 */
export const FIRST_COMMENT_STATUSES = ['pending', 'posting', 'posted', 'failed'] as const;

/** The hashtags a text carries (#word), as Instagram counts them. */
function hashtagsIn(text: string): number {
  return text.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
}

/** The German message of a first comment Instagram would refuse, or null. */
export function firstCommentProblem(comment: string): string | null {
  if (comment.length > FIRST_COMMENT_LIMITS.chars)
    return `Der erste Kommentar ist ${count(comment.length)} Zeichen lang; Instagram erlaubt höchstens ${count(FIRST_COMMENT_LIMITS.chars)}.`;
  if (hashtagsIn(comment) > FIRST_COMMENT_LIMITS.hashtags)
    return `Instagram erlaubt höchstens ${FIRST_COMMENT_LIMITS.hashtags} Hashtags im ersten Kommentar.`;
  return null;
}

/** The longest caption any network takes (Facebook's); each network's own limit is checked as sent. */
export const POST_CAPTION_MAX = Math.max(...Object.values(POST_TEXT_LIMITS).map((limit) => limit.chars));
/** Hashtags a request may bring at all; Instagram's 30 are checked as sent. */
export const POST_HASHTAGS_MAX = 100;

/** The caption with its hashtags, exactly as the publisher sends it to every network. */
export function postTextAsSent(caption: string, hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  return [caption.trim(), tags].filter(Boolean).join('\n\n');
}

/** A text's length as the limits count it. */
export function postTextLength(text: string): number {
  return text.length;
}

const count = (value: number) => value.toLocaleString('de-CH');

/** The German field messages (caption, hashtags) of a text the network would refuse; none when it takes it. */
export function postTextProblems(
  network: SocialNetworkName,
  caption: string,
  hashtags: readonly string[],
): { field: 'caption' | 'hashtags'; message: string }[] {
  const limit = POST_TEXT_LIMITS[network];
  const label = SOCIAL_NETWORK_LABELS[network];
  const problems: { field: 'caption' | 'hashtags'; message: string }[] = [];
  const length = postTextLength(postTextAsSent(caption, hashtags));
  if (length > limit.chars) {
    problems.push({
      field: 'caption',
      message: `Caption und Hashtags sind zusammen ${count(length)} Zeichen lang; ${label} erlaubt höchstens ${count(limit.chars)}.`,
    });
  }
  if (limit.hashtags !== null && hashtags.length > limit.hashtags) {
    problems.push({ field: 'hashtags', message: `${label} erlaubt höchstens ${limit.hashtags} Hashtags pro Beitrag.` });
  }
  return problems;
}
