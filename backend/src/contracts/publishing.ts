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

/** A caption's longest length (Instagram's limit; the others allow more). */
export const POST_CAPTION_MAX = 2200;
/** Hashtags per post at most (Instagram's limit). */
export const POST_HASHTAGS_MAX = 30;
