/**
 * The requests of an order as zod schemas: the API's validation, its OpenAPI document and the web
 * app's body types. The web app imports only types from here (a schema built in the browser needs
 * zod's jitless mode first, see frontend/src/shared/zodJitless.ts); the limits are in projects.ts.
 */
import { z } from 'zod';
import {
  optionalText,
  pageQuerySchema,
  requiredText,
  searchText,
  tooLong,
  wholeNumber,
  type WithoutNulls,
} from './fields.js';
import { CONTENT_TYPES, PROJECT_LIMITS, PROJECT_STATUSES } from './projects.js';

/** The German messages of the order's request fields (the spec's where it names one, see docs/decisions.md). */
export const PROJECT_FIELD_TEXTS = {
  requiredFields: 'Bitte fülle alle Pflichtfelder aus (Titel und Inhalt)',
  contentTypeRequired: 'Bitte wähle einen Content-Typ (Post, Carousel oder Reel)',
  slideIdeas: 'Slide-Ideen: höchstens 6, nummeriert von 1 bis 6',
  messageRequired: 'Bitte gib eine Nachricht ein',
} as const;

const PIN_TEXTS = {
  pins: `Höchstens ${PROJECT_LIMITS.pinsPerRequest} Pins auf einmal`,
  comment: 'Bitte schreibe zu jedem Pin einen Kommentar',
  commentTooLong: `Ein Pin-Kommentar darf höchstens ${PROJECT_LIMITS.pinComment} Zeichen lang sein`,
  spot: 'Ein Pin liegt innerhalb des Bildes (0 bis 1)',
  moment: 'Der Zeitpunkt eines Pins ist eine Sekundenzahl ab 0',
  file: 'Ein Pin gehört zu einer Datei der Version',
} as const;

/** An optional briefing text with its label in the messages ("Der Hook muss ein Text sein"). */
const briefingText = (label: string, max: number = PROJECT_LIMITS.text) =>
  optionalText(max, { notText: `${label} muss ein Text sein`, tooLong: tooLong(label, max) });

const slideIdeaSchema = z.object(
  {
    number: wholeNumber({ wrongType: PROJECT_FIELD_TEXTS.slideIdeas })
      .min(1, PROJECT_FIELD_TEXTS.slideIdeas)
      .max(PROJECT_LIMITS.slideIdeas, PROJECT_FIELD_TEXTS.slideIdeas),
    content: z
      .string({ error: PROJECT_FIELD_TEXTS.slideIdeas })
      .trim()
      .max(PROJECT_LIMITS.text, tooLong('Eine Slide-Idee', PROJECT_LIMITS.text)),
  },
  // An entry that is a list or a number is refused with the field's text.
  { error: PROJECT_FIELD_TEXTS.slideIdeas },
);

/** POST /api/projects. Optional texts may be left out; empty ones count as left out. */
export const createProjectBodySchema = z.object({
  title: requiredText(PROJECT_LIMITS.title, {
    required: PROJECT_FIELD_TEXTS.requiredFields,
    tooLong: tooLong('Der Titel', PROJECT_LIMITS.title),
  }),
  description: requiredText(PROJECT_LIMITS.text, {
    required: PROJECT_FIELD_TEXTS.requiredFields,
    tooLong: tooLong('Der Inhalt', PROJECT_LIMITS.text),
  }).describe('The content: what the post is about'),
  contentType: z.enum(CONTENT_TYPES, { error: PROJECT_FIELD_TEXTS.contentTypeRequired }),
  contentDescription: briefingText('Die Beschreibung'),
  platform: briefingText('Die Plattform', PROJECT_LIMITS.platform),
  targetPlatforms: z
    .array(
      z
        .string({ error: 'Jede Zielplattform muss ein Text sein' })
        .max(PROJECT_LIMITS.platform, tooLong('Eine Zielplattform', PROJECT_LIMITS.platform)),
      {
        error: 'Die Zielplattformen müssen eine Liste sein',
      },
    )
    .max(PROJECT_LIMITS.targetPlatforms, `Höchstens ${PROJECT_LIMITS.targetPlatforms} Zielplattformen`)
    .nullish(),
  contentGoal: briefingText('Das Ziel'),
  hook: briefingText('Der Hook'),
  cta: briefingText('Der Call to Action'),
  visualIdea: briefingText('Die visuelle Idee'),
  slideIdeas: z
    .array(slideIdeaSchema, { error: PROJECT_FIELD_TEXTS.slideIdeas })
    .max(PROJECT_LIMITS.slideIdeas, PROJECT_FIELD_TEXTS.slideIdeas)
    .nullish()
    .describe('Carousels only; up to 6, empty ones are dropped'),
  specialNotes: briefingText('Die Hinweise'),
  hashtags: optionalText(PROJECT_LIMITS.hashtags, {
    notText: 'Die Hashtags müssen ein Text sein',
    tooLong: tooLong('Die Hashtags', PROJECT_LIMITS.hashtags),
  }).describe('Space-separated'),
  generatedCaption: briefingText('Die Caption'),
  generatedCta: briefingText('Der CTA'),
});
/** What the web app sends. */
export type CreateProjectBody = WithoutNulls<z.input<typeof createProjectBodySchema>>;
/** What the API takes from it: trimmed, empty texts left out. */
export type CreateProjectValues = z.output<typeof createProjectBodySchema>;

/** A spot of an image (from the left or the top), 0 to 1. */
const pinSpot = z.number({ error: PIN_TEXTS.spot }).min(0, PIN_TEXTS.spot).max(1, PIN_TEXTS.spot).nullish();

export const newPinSchema = z.object(
  {
    attachmentId: z.guid({ error: PIN_TEXTS.file }).describe('A file of the version being decided on'),
    x: pinSpot.describe('From the left; images need x and y'),
    y: pinSpot.describe('From the top'),
    atSeconds: z
      .number({ error: PIN_TEXTS.moment })
      .min(0, PIN_TEXTS.moment)
      .max(PROJECT_LIMITS.pinSeconds, PIN_TEXTS.moment)
      .nullish()
      .describe('A moment of a video, in seconds; videos need it'),
    comment: requiredText(PROJECT_LIMITS.pinComment, {
      required: PIN_TEXTS.comment,
      tooLong: PIN_TEXTS.commentTooLong,
    }),
  },
  { error: PIN_TEXTS.file },
);
/** A pin as a change request or a send-back places it. */
export type NewPin = z.output<typeof newPinSchema>;

/**
 * POST /api/projects/:id/request-changes and /admin-reject: a general note, pins, or both; whether
 * neither is enough is the lifecycle machine's call (it is not).
 */
export const feedbackBodySchema = z.object({
  feedback: z
    .string({ error: 'Bitte gib Feedback ein' })
    .max(PROJECT_LIMITS.text, `Das Feedback darf höchstens ${PROJECT_LIMITS.text} Zeichen lang sein`)
    .nullish(),
  pins: z.array(newPinSchema, { error: PIN_TEXTS.pins }).max(PROJECT_LIMITS.pinsPerRequest, PIN_TEXTS.pins).nullish(),
});

/** POST /api/projects/:id/admin-approve: the version the admin looked at (optional; another one waiting → 409). */
export const adminApproveBodySchema = z.object({
  version: wholeNumber({ wrongType: 'Die Version ist eine ganze Zahl' })
    .min(1, 'Diese Version gibt es nicht')
    .max(PROJECT_LIMITS.version, 'Diese Version gibt es nicht')
    .nullish()
    .describe('The version number the admin looked at; when another version waits now, the approval is refused (409)'),
});

/** PATCH /api/projects/:id/pins/:pinId: the designer's tick, with an optional answer. */
export const resolvePinBodySchema = z.object({
  done: z.boolean({ error: 'Bitte gib an, ob der Pin erledigt ist' }),
  answer: z
    .string({ error: 'Die Antwort muss ein Text sein' })
    .trim()
    .max(PROJECT_LIMITS.pinComment, `Die Antwort darf höchstens ${PROJECT_LIMITS.pinComment} Zeichen lang sein`)
    .nullish()
    .transform((answer) => answer || null),
});

/** POST /api/projects/:id/comments. */
export const addCommentBodySchema = z.object({
  message: requiredText(PROJECT_LIMITS.text, {
    required: PROJECT_FIELD_TEXTS.messageRequired,
    tooLong: tooLong('Die Nachricht', PROJECT_LIMITS.text),
  }),
});

/** POST /api/projects/:id/pins/:pinId/replies; `@Name` of the order's people notifies them. */
export const addPinReplyBodySchema = z.object({
  message: requiredText(PROJECT_LIMITS.text, {
    required: PROJECT_FIELD_TEXTS.messageRequired,
    tooLong: tooLong('Die Antwort', PROJECT_LIMITS.text),
  }).describe("`@Name` of the order's people notifies them"),
});

/** A page of the caller's orders (10 per page unless asked), optionally of some statuses, optionally found by title or client. */
export const listProjectsQuerySchema = pageQuerySchema.extend({
  status: z
    .union([
      z.string().transform((text) =>
        text
          .split(',')
          .map((status) => status.trim())
          .filter(Boolean),
      ),
      z.array(z.string()),
    ])
    .pipe(
      z
        .array(z.enum(PROJECT_STATUSES, { error: 'Unbekannter Status' }))
        .max(PROJECT_STATUSES.length, `Höchstens ${PROJECT_STATUSES.length} Status auf einmal`),
    )
    .optional()
    .describe(`Comma-separated statuses, e.g. review,in_progress; at most ${PROJECT_STATUSES.length}`),
  search: searchText("Part of the order's title or of its client's name, any case"),
  sort: z
    .enum(['due'], { error: 'Unbekannte Sortierung' })
    .optional()
    .describe('`due`: the soonest due first (orders without a running stage last); newest first otherwise'),
  clock: z
    .enum(['overdue'], { error: 'Unbekannter Fristfilter' })
    .optional()
    .describe('`overdue`: only orders whose running stage is past its due day'),
});

/**
 * GET /api/admin/review-queue: `page` or `pageSize` asks for a page (10 per page unless asked);
 * without either the answer stays the list it always was, of the REVIEW_QUEUE_LIST_LIMIT oldest.
 */
export const reviewQueueQuerySchema = pageQuerySchema;
