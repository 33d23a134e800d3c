/** The requests of plans, plan requests and checkout as zod schemas (see project-requests.ts on why apart from plans.ts). */
import { z } from 'zod';
import { turnaroundSchema } from './clocks.js';
import { wholeNumber } from './fields.js';
import { PLAN_BOUNDS, PLAN_REQUEST_STATUSES } from './plans.js';

/** The German messages of the plan's request fields (billing/plan-texts.ts has the rest). */
const PLAN_FIELD_TEXTS = {
  nameRequired: 'Bitte gib einen Namen ein',
  nameTooLong: `Der Name darf höchstens ${PLAN_BOUNDS.nameMax} Zeichen lang sein`,
  price: `Bitte gib einen Preis zwischen 0 und ${PLAN_BOUNDS.priceMax} CHF mit höchstens 2 Nachkommastellen ein`,
  priceDisplay: `Die Preisanzeige darf höchstens ${PLAN_BOUNDS.priceDisplayMax} Zeichen lang sein`,
  description: `Die Beschreibung darf höchstens ${PLAN_BOUNDS.descriptionMax} Zeichen lang sein`,
  limit: (label: string) => `${label} muss eine ganze Zahl zwischen 0 und ${PLAN_BOUNDS.limitMax} sein`,
  features: `Höchstens ${PLAN_BOUNDS.featuresMax} Features`,
  feature: `Jedes Feature muss ein Text mit 1 bis ${PLAN_BOUNDS.featureMax} Zeichen sein`,
  ctaLabel: `Die Button-Beschriftung muss 1 bis ${PLAN_BOUNDS.ctaLabelMax} Zeichen lang sein`,
  stripePriceId: `Die Preis-ID des Zahlungsanbieters darf nur Buchstaben, Ziffern und _ enthalten (höchstens ${PLAN_BOUNDS.stripePriceIdMax} Zeichen)`,
  flag: (label: string) => `${label} muss wahr oder falsch sein`,
  choosePlan: 'Bitte wähle einen Plan',
  requestStatus: 'Unbekannter Status einer Plan-Anfrage',
} as const;

const T = PLAN_FIELD_TEXTS;

/** At most two decimals (a number that JavaScript writes with an exponent has more). */
const hasAtMostTwoDecimals = (value: number) =>
  value % 1 === 0 || (String(value).split('.')[1]?.length ?? Infinity) <= 2;

/** An optional text (null too) that is passed on as given, trimmed; one message for every fault. */
const optionalPlanText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).nullish();

const limit = (label: string) =>
  wholeNumber({ wrongType: T.limit(label) })
    .min(0, T.limit(label))
    .max(PLAN_BOUNDS.limitMax, T.limit(label));

/** A plan's fields (POST requires the ones without a default, PATCH takes any of them). */
const planFields = {
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(PLAN_BOUNDS.nameMax, T.nameTooLong),
  price: z
    .number({ error: T.price })
    .min(0, T.price)
    .max(PLAN_BOUNDS.priceMax, T.price)
    .refine(hasAtMostTwoDecimals, T.price)
    .describe('CHF per month, at most 2 decimals'),
  priceDisplay: optionalPlanText(PLAN_BOUNDS.priceDisplayMax, T.priceDisplay).describe(
    'Defaults to "CHF 290.00 / Monat"',
  ),
  description: optionalPlanText(PLAN_BOUNDS.descriptionMax, T.description),
  postLimit: limit('Das Post-Limit'),
  carouselLimit: limit('Das Carousel-Limit'),
  reelLimit: limit('Das Reel-Limit'),
  features: z
    .array(z.string({ error: T.feature }).trim().min(1, T.feature).max(PLAN_BOUNDS.featureMax, T.feature), {
      error: T.features,
    })
    .max(PLAN_BOUNDS.featuresMax, T.features)
    .nullish(),
  isRecommended: z.boolean({ error: T.flag('Empfohlen') }).nullish(),
  ctaLabel: z
    .string({ error: T.ctaLabel })
    .trim()
    .min(1, T.ctaLabel)
    .max(PLAN_BOUNDS.ctaLabelMax, T.ctaLabel)
    .nullish()
    .meta({ default: 'Plan wählen' }),
  /** An empty price id is no price id (null). */
  stripePriceId: z
    .string({ error: T.stripePriceId })
    .trim()
    .max(PLAN_BOUNDS.stripePriceIdMax, T.stripePriceId)
    .regex(/^[A-Za-z0-9_]*$/, T.stripePriceId)
    .transform((id) => id || null)
    .nullish()
    .meta({ example: 'price_1Q2w3E' }),
  turnaround: turnaroundSchema.nullish().describe('Business days per stage; defaults to 3 / 1 / 2 / 3'),
};

/** POST /api/admin/plans: every field bounded; the defaults are the seeded plans'. */
export const createPlanBodySchema = z.object(planFields);
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;
export type CreatePlanValues = z.output<typeof createPlanBodySchema>;

/** PATCH /api/admin/plans/:id: the fields to change (null counts as not given, except for the price id). */
export const updatePlanBodySchema = z.object({
  retired: z
    .boolean({ error: T.flag('Archiviert') })
    .nullish()
    .describe('true takes the plan off sale (hidden from GET /api/plans), false puts it back'),
  name: planFields.name.nullish(),
  price: planFields.price.nullish(),
  priceDisplay: planFields.priceDisplay,
  description: planFields.description,
  postLimit: planFields.postLimit.nullish(),
  carouselLimit: planFields.carouselLimit.nullish(),
  reelLimit: planFields.reelLimit.nullish(),
  features: planFields.features,
  isRecommended: planFields.isRecommended,
  ctaLabel: planFields.ctaLabel,
  stripePriceId: planFields.stripePriceId,
  turnaround: turnaroundSchema.partial().nullish().describe('The stages to change, in business days'),
});
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;
export type UpdatePlanValues = z.output<typeof updatePlanBodySchema>;

/** A plan chosen by its id. */
const planId = (message: string) => z.guid({ error: message });

/** POST /api/me/plan-requests. */
export const createPlanRequestBodySchema = z.object({ planId: planId(T.choosePlan) });
export type CreatePlanRequestBody = z.input<typeof createPlanRequestBodySchema>;

/** POST /api/billing/checkout. */
export const checkoutBodySchema = z.object({ planId: planId(T.choosePlan) });
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** PUT /api/admin/clients/:id/plan. */
export const assignPlanBodySchema = z.object({
  planId: planId(T.choosePlan).nullable().describe('null cancels the active plan'),
});

/** `?status=` of GET /api/admin/plan-requests. */
export const listPlanRequestsQuerySchema = z.object({
  status: z
    .enum(PLAN_REQUEST_STATUSES, { error: T.requestStatus })
    .optional()
    .describe('Only requests in this status (e.g. open); all without it'),
});
