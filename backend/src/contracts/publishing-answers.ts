/** The publishing answers as zod schemas (values: publishing.ts). */
import { z } from 'zod';
import { CONTENT_TYPES } from './projects.js';
import {
  FIRST_COMMENT_STATUSES,
  POST_FORMATS,
  PUBLISHING_NETWORKS,
  SCHEDULED_POST_STATUSES,
  SOCIAL_ACCOUNT_STATUSES,
} from './publishing.js';

const id = () => z.string().meta({ format: 'uuid' });
const instant = () => z.string().meta({ format: 'date-time' });

/** GET /api/clients/:clientId/social-accounts: a connected account, never its tokens. */
export const socialAccountSchema = z.object({
  id: id(),
  network: z.enum(PUBLISHING_NETWORKS),
  name: z.string().describe('The page, the @handle, the organisation or the TikTok name'),
  status: z.enum(SOCIAL_ACCOUNT_STATUSES),
  expiresAt: instant()
    .nullable()
    .describe('The last moment the product can renew the connection without the owner; null: not known'),
  connectedAt: instant(),
  picture: z
    .string()
    .nullable()
    .describe("The account's picture as the network showed it at the last connection (a signed link); null: none"),
});
export type SocialAccount = z.output<typeof socialAccountSchema>;

/** GET /api/social/networks: which networks this installation can connect, and what each still lacks. */
export const socialNetworkSchema = z.object({
  network: z.enum(PUBLISHING_NETWORKS),
  available: z.boolean(),
  missing: z.array(z.string()).describe("The installation's settings still to set (environment variable names)"),
});
export type SocialNetworkAvailability = z.output<typeof socialNetworkSchema>;

/** POST /api/clients/:clientId/social-accounts/:network/connect */
export const connectAnswerSchema = z.object({
  url: z.string().describe("The network's authorization page; the browser goes there"),
});

const figures = {
  reach: z.number().int().nullable(),
  impressions: z.number().int().nullable().describe('Impressions, or views for videos'),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  saves: z.number().int().nullable(),
};

const engagementRate = () =>
  z
    .number()
    .nullable()
    .describe(
      '(likes + comments + shares + saves) / reach in percent (impressions where the network reports no reach); null without either',
    );

/** A post's latest figures. */
const postMetricsSchema = z.object({ ...figures, engagementRate: engagementRate(), measuredAt: instant() });

/** A post scheduled to a connected account, with the proof once it is out. */
export const scheduledPostSchema = z.object({
  id: id(),
  projectId: id(),
  projectTitle: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  socialAccountId: id(),
  network: z.enum(PUBLISHING_NETWORKS),
  accountName: z.string(),
  at: instant(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  status: z.enum(SCHEDULED_POST_STATUSES),
  format: z
    .enum(POST_FORMATS)
    .describe('feed: a post, carousel or reel as the order is; story: an Instagram or Facebook story'),
  firstComment: z.string().nullable().describe('Instagram: posted as the first comment right after the post'),
  firstCommentStatus: z
    .enum(FIRST_COMMENT_STATUSES)
    .nullable()
    .describe('null without a first comment; failed: the post is out, the comment is not (firstCommentError says why)'),
  firstCommentError: z.string().nullable().describe('Why the first comment was not posted (German)'),
  versionNumber: z.number().int().describe('The approved version whose files go out'),
  permalink: z.string().nullable(),
  publishedAt: instant().nullable(),
  files: z.array(z.object({ name: z.string(), sha256: z.string().describe('SHA-256 of the bytes published, hex') })),
  error: z.string().nullable().describe('Why it failed or needs attention (German)'),
  metrics: postMetricsSchema.nullable(),
});
export type ScheduledPost = z.output<typeof scheduledPostSchema>;

const totalsSchema = z.object({ posts: z.number().int(), ...figures, engagementRate: engagementRate() });

/** GET /api/clients/:clientId/analytics?month=YYYY-MM (Europe/Zurich months). */
export const analyticsSchema = z.object({
  month: z.string(),
  posts: z.array(
    z.object({
      scheduledPostId: id(),
      projectId: id(),
      title: z.string(),
      contentType: z.enum(CONTENT_TYPES),
      network: z.enum(PUBLISHING_NETWORKS),
      permalink: z.string().nullable(),
      publishedAt: instant(),
      ...figures,
      engagementRate: engagementRate(),
    }),
  ),
  totals: totalsSchema,
  previousMonth: totalsSchema,
  formats: z
    .array(z.object({ contentType: z.enum(CONTENT_TYPES), posts: z.number().int(), engagementRate: engagementRate() }))
    .describe('Best first'),
  times: z
    .array(
      z.object({
        weekday: z.number().int().min(1).max(7).describe('1 Monday … 7 Sunday'),
        hour: z.number().int().min(0).max(23),
        posts: z.number().int(),
        engagementRate: engagementRate(),
      }),
    )
    .describe('Publication slots (Europe/Zurich), best first'),
});
export type Analytics = z.output<typeof analyticsSchema>;

/** GET /api/clients/:clientId/best-times: one slot of a network, best first. */
export const bestTimeSchema = z.object({
  network: z.enum(PUBLISHING_NETWORKS),
  weekday: z.number().int().min(1).max(7).describe('ISO: 1 Monday … 7 Sunday'),
  hour: z.number().int().min(0).max(23).describe('Europe/Zurich'),
  score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe(
      "0–100: the slot's engagement rate (shrunk towards the network's mean) relative to the network's best slot; a default slot's fixed rank",
    ),
  source: z
    .enum(['figures', 'default'])
    .describe("figures: from the company's own published posts; default: the network's default until it has 10"),
});
export type BestTime = z.output<typeof bestTimeSchema>;
