/**
 * The order's answers as zod schemas: the one description of what the API sends, documented on the
 * routes with `@ApiAnswer` (http/api-answer.ts). Apart from projects.ts, whose values the web app
 * imports (see project-requests.ts on why).
 */
import { z } from 'zod';
import { orderClockSchema } from './clocks.js';
import { ORDER_COUNT_CAP } from './lists.js';
import { APPROVAL_RULES, GUEST_ROLES } from './team.js';
import {
  CONTENT_TYPES,
  LIFECYCLE_EVENTS,
  PROJECT_EVENT_TYPES,
  PROJECT_STATUSES,
  VERSION_STATUSES,
  PIN_AUTHOR_ROLES,
} from './projects.js';

/** An id the database made (written as the document's `uuid` format, checked no further). */
const id = () => z.string().meta({ format: 'uuid' });
/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** Someone named on an order: its client, its designer, an uploader, a comment's author. */
const personSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string().optional().describe("The order's client and designer only"),
});
export type Person = z.output<typeof personSchema>;

const approvalSchema = z.object({
  versionNumber: z.number(),
  by: z.object({ name: z.string(), kind: z.enum(['member', 'guest']) }),
  at: instant(),
});

const approvalProgressSchema = z.object({
  rule: z.enum(APPROVAL_RULES),
  approved: z.number().describe("Approvals of the version under review: its members' and its guests'"),
  required: z
    .number()
    .describe(
      "The company's approvers (owners and approvers), plus the guests who approved the version (a guest's approval is one more, never one of theirs)",
    ),
  approvedByMe: z.boolean(),
});

/** Beyond the lifecycle's `allowedActions`: what the caller may do on the order's review round. */
const orderRightsSchema = z.object({
  pin: z.boolean().describe('Place and delete its own pins of the running review round, and comment'),
  guestLinks: z.boolean().describe("Create, list and revoke the order's guest links"),
});

const slideIdeaSchema = z.object({ number: z.number().min(1).max(6), content: z.string() });
export type SlideIdea = z.output<typeof slideIdeaSchema>;

export const attachmentSchema = z.object({
  id: id(),
  fileUrl: z
    .string()
    .describe(
      'Relative and signed (/files/{key}?e=…&n=…&s=…): valid for one to two hours for whoever holds it; shows the file inline',
    )
    .meta({ example: '/files/1b9d…/5f0c….png?e=1795388400&n=entwurf.png&s=…' }),
  downloadUrl: z
    .string()
    .describe('As fileUrl, but the browser saves the file under its name (Content-Disposition: attachment)'),
  fileName: z.string(),
  fileType: z.string().describe('MIME type').meta({ example: 'image/png' }),
  sizeBytes: z.number(),
  isFinalDesign: z.boolean(),
  createdAt: instant(),
  uploadedBy: personSchema.nullable(),
});
export type Attachment = z.output<typeof attachmentSchema>;

/** The client's briefing as stored: optional texts are null when not given. */
const projectBriefingSchema = z.object({
  title: z.string(),
  description: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  contentDescription: z.string().nullable(),
  platform: z.string().nullable(),
  targetPlatforms: z.array(z.string()),
  contentGoal: z.string().nullable(),
  hook: z.string().nullable(),
  cta: z.string().nullable(),
  visualIdea: z.string().nullable(),
  slideIdeas: z.array(slideIdeaSchema).nullable().describe('Carousels only'),
  specialNotes: z.string().nullable(),
  hashtags: z.string().nullable().describe('Space-separated, as the client typed them'),
  generatedCaption: z.string().nullable(),
  generatedCta: z.string().nullable(),
});
export type ProjectBriefing = z.output<typeof projectBriefingSchema>;

/**
 * What the `ai` worker drafted for an order that arrived without a caption: a suggestion for the
 * designer (and admins), shown marked as such; the client's briefing stays as the client wrote it.
 */
const aiSuggestionSchema = z.object({
  caption: z.string(),
  cta: z.string(),
  hashtags: z.string(),
  offline: z.boolean().describe('Written by the offline generator (no AI provider configured)'),
  createdAt: instant(),
});
export type AiSuggestion = z.output<typeof aiSuggestionSchema>;

/** One submission of final designs (V1, V2, …): kept, whatever happens to it. */
const designVersionSchema = z.object({
  id: id(),
  number: z.number().min(1).describe('1, 2, … in the order of submission'),
  status: z.enum(VERSION_STATUSES),
  current: z
    .boolean()
    .describe(
      "The order's current designs: the latest version while it is not sent back, withdrawn or asked to change",
    ),
  submittedAt: instant(),
  submittedBy: personSchema.nullable(),
  passedAt: instant()
    .nullable()
    .describe('When the admin passed it on to the client; the client sees only passed versions'),
  decidedAt: instant().nullable().describe('When it was sent back, asked to change or approved'),
  decidedBy: personSchema.nullable(),
  note: z
    .string()
    .nullable()
    .describe("The general note of the send-back or change request (the admin's only for staff)"),
  files: z.array(attachmentSchema).describe("Its files in upload order: a carousel's slides"),
});
export type DesignVersion = z.output<typeof designVersionSchema>;

/**
 * A comment on a spot of a version's file: a point of an image (x and y from 0 to 1, from the top
 * left), a moment of a video (seconds), or both. Placed with a change request (the client) or a
 * send-back (the admin); the designer marks it done on the next version, optionally answering.
 */
export const pinSchema = z.object({
  id: id(),
  versionId: id(),
  versionNumber: z.number(),
  attachmentId: id(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  atSeconds: z.number().nullable(),
  comment: z.string(),
  author: personSchema.nullable(),
  authorRole: z.enum(PIN_AUTHOR_ROLES),
  internal: z.boolean().describe("The admin's pins: the designer's and admins' only"),
  createdAt: instant(),
  done: z.boolean(),
  answer: z.string().nullable(),
  pending: z
    .boolean()
    .describe(
      "Placed by the client's team or a guest in the running review round and not sent yet: the client's side sees it, the change request sends it",
    ),
  resolvedAt: instant().nullable(),
  resolvedInVersion: z.number().nullable().describe('The version the designer marked it done for'),
});
export type Pin = z.output<typeof pinSchema>;

const orderDownloadsSchema = z.object({
  recordUrl: z
    .string()
    .describe("Signed link to the approval record (PDF): the order's history with the approved design's thumbnails"),
  zipUrl: z
    .string()
    .nullable()
    .describe("Signed link to the approved version's files as one ZIP; null until the client approved"),
});
export type OrderDownloads = z.output<typeof orderDownloadsSchema>;

/** GET /api/projects/:id, also the answer of every lifecycle command. */
export const projectDetailSchema = projectBriefingSchema.extend({
  id: id(),
  status: z.enum(PROJECT_STATUSES),
  imageUrls: z.array(z.string()).describe('Signed URLs of the current final designs, in upload order'),
  reviewCount: z.number(),
  maxReviews: z.number(),
  createdAt: instant(),
  updatedAt: instant(),
  completedAt: instant().nullable(),
  clientId: id(),
  designerId: id().nullable(),
  client: personSchema,
  designer: personSchema.nullable(),
  attachments: z.array(attachmentSchema),
  allowedActions: z
    .array(z.enum(LIFECYCLE_EVENTS))
    .describe('The lifecycle events the caller may send now; decides which buttons show'),
  aiSuggestion: aiSuggestionSchema
    .nullable()
    .describe("The AI's draft for the designer; null for the client and until drafted"),
  versions: z.array(designVersionSchema).describe('Oldest first; the client sees the versions the admin passed'),
  pins: z.array(pinSchema).describe("Oldest first; the client sees its own, never the admin's"),
  downloads: orderDownloadsSchema,
  clock: orderClockSchema.describe(
    "The running stage's clock in Zurich business days: who owes the next move and by when; null once completed",
  ),
  approvals: z
    .array(approvalSchema)
    .describe("Who approved which version, oldest first (the client's members and guests)"),
  approvalProgress: approvalProgressSchema
    .nullable()
    .describe(
      "Under the rule «all» while the client reviews: how many of the company's approvers approved the version; null otherwise",
    ),
  rights: orderRightsSchema,
});
export type ProjectDetail = z.output<typeof projectDetailSchema>;

/** One row of GET /api/projects. */
const projectListItemSchema = z.object({
  id: id(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  createdAt: instant(),
  clientId: id(),
  clientName: z.string(),
  designerId: id().nullable(),
  contentDescription: z.string().nullable(),
  hashtags: z.string().nullable(),
  completedAt: instant().nullable(),
  unreadMessages: z.number().describe("The caller's unread messages on the order (comments, pin replies, mentions)"),
  clock: orderClockSchema.describe("The running stage's clock, as in the order's detail"),
});
export type ProjectListItem = z.output<typeof projectListItemSchema>;

/** GET /api/admin/overdue: the most overdue orders (at most OVERDUE_BOARD_LIMIT), by who owes the next move. */
export const overdueBoardSchema = z.object({
  designer: z.array(projectListItemSchema),
  admin: z.array(projectListItemSchema),
  client: z.array(projectListItemSchema),
  total: z.number().describe('Overdue orders in all (capped as the list counts them)'),
  totalCapped: z.boolean(),
});
export type OverdueBoard = z.output<typeof overdueBoardSchema>;

export const projectPageSchema = z.object({
  items: z.array(projectListItemSchema),
  total: z
    .number()
    .describe(`Matching orders; with \`totalCapped\` the cap (${ORDER_COUNT_CAP}), not the exact number`),
  totalCapped: z
    .boolean()
    .describe(
      `More orders match than \`total\` says: the admin's list counts at most ${ORDER_COUNT_CAP} (an exact count would read every order); a client's or a designer's list counts exactly`,
    ),
  page: z.number(),
  pageSize: z.number(),
});
export type ProjectPage = z.output<typeof projectPageSchema>;

/** GET /api/admin/review-queue?page&pageSize: a page of the orders waiting for the admin's check, oldest first. */
const reviewQueuePageSchema = z.object({
  items: z.array(projectDetailSchema),
  total: z
    .number()
    .describe("All orders waiting for the check (an exact count: the queue is the admins' work at hand)"),
  page: z.number(),
  pageSize: z.number(),
});
export type ReviewQueuePage = z.output<typeof reviewQueuePageSchema>;

/** The queue as a page when asked with `page` or `pageSize`, else (as before) a list of its oldest orders, bounded. */
export const reviewQueueAnswerSchema = z.union([reviewQueuePageSchema, z.array(projectDetailSchema)]);

export const projectCommentSchema = z.object({
  id: id(),
  message: z.string(),
  internal: z
    .boolean()
    .describe(
      "The admin's feedback of its quality check: shown to the designer and admins only, never in a client's list",
    ),
  createdAt: instant(),
  author: personSchema.nullable(),
});
export type ProjectComment = z.output<typeof projectCommentSchema>;

/** One message of a pin's thread (GET, POST /api/projects/:id/pins/:pinId/replies). */
export const pinReplySchema = z.object({
  id: id(),
  message: z.string(),
  author: personSchema.nullable(),
  createdAt: instant(),
});
export type PinReply = z.output<typeof pinReplySchema>;

/** GET /api/projects/:id/people: whom the caller may name with `@Name` (in a pin's thread: `?pinId=`). */
export const mentionablePersonSchema = z.object({ id: id(), name: z.string() });
export type MentionablePerson = z.output<typeof mentionablePersonSchema>;

export const timelineEntrySchema = z.object({
  type: z.enum(PROJECT_EVENT_TYPES),
  at: instant(),
  actor: personSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

/** GET /api/client/badge and /api/designer/badge: how many orders wait for the caller. */
export const badgeSchema = z.object({ count: z.number() });

/** GET /api/guest/:token: the order as the client sees it, its comments, and who the guest is. */
export const guestViewSchema = projectDetailSchema.extend({
  comments: z.array(projectCommentSchema),
  guest: z.object({ name: z.string(), role: z.enum(GUEST_ROLES) }),
});
export type GuestView = z.output<typeof guestViewSchema>;
