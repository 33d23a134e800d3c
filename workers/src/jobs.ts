import { AI_CONTEXT_JOBS } from '../../backend/src/ai/index.js';
import { BILLING_CONTEXT_JOBS } from '../../backend/src/billing/index.js';
import type { DomainEventType } from '../../backend/src/contracts/events.js';
import { IDEAS_CONTEXT_JOBS } from '../../backend/src/ideas/index.js';
import { MAIL_CONTEXT_JOBS } from '../../backend/src/mail/index.js';
import { NOTIFICATIONS_CONTEXT_JOBS } from '../../backend/src/notifications/index.js';
import { PRIVACY_CONTEXT_JOBS } from '../../backend/src/privacy/index.js';
import { PUBLISHING_CONTEXT_JOBS } from '../../backend/src/publishing/index.js';
import { SOCIAL_CONTEXT_JOBS } from '../../backend/src/social/index.js';

/**
 * The contexts that have jobs, each with its jobs' definitions and their handlers as it declares
 * them (`<context>/jobs/definitions.ts`, `<context>/jobs/context-jobs.ts`). A new job touches only
 * its context; a new context with jobs adds its line here.
 */
export const CONTEXT_JOBS = [
  NOTIFICATIONS_CONTEXT_JOBS,
  MAIL_CONTEXT_JOBS,
  AI_CONTEXT_JOBS,
  IDEAS_CONTEXT_JOBS,
  BILLING_CONTEXT_JOBS,
  PUBLISHING_CONTEXT_JOBS,
  SOCIAL_CONTEXT_JOBS,
  PRIVACY_CONTEXT_JOBS,
] as const;

export type Job = (typeof CONTEXT_JOBS)[number]['jobs'][number];

/**
 * Every job there is. The workers take their queues from here, the job runner checks the handlers
 * against it, and the relay derives its routes from it (EVENT_ROUTES).
 */
export const JOBS: readonly Job[] = CONTEXT_JOBS.flatMap((context): readonly Job[] => context.jobs);

export type JobName = Job['name'];
export const JOB_NAMES: readonly JobName[] = JOBS.map((job) => job.name);

/** The events no job follows: recorded for the order's history only. */
const STARTS_NOTHING = ['AttachmentsUploaded'] as const satisfies readonly DomainEventType[];

type Heard = Job['on'][number];
type StartsNothing = (typeof STARTS_NOTHING)[number];

/**
 * Which jobs each domain event starts, derived from the jobs' `on`. Typed: every event type is a key,
 * with an empty list where nothing follows; an event no job listens to and STARTS_NOTHING does not
 * list, or one it lists that a job listens to, is a compile error. Two jobs of one name stop the
 * process as it loads.
 */
export function eventRoutes<
  Unheard extends DomainEventType = Exclude<DomainEventType, Heard | StartsNothing>,
  HeardYetListed extends DomainEventType = Extract<Heard, StartsNothing>,
>(
  jobs: readonly Job[],
  startsNothing: [Unheard, HeardYetListed] extends [never, never]
    ? readonly StartsNothing[]
    : { unheard: Unheard; heardYetListedAsStartingNothing: HeardYetListed },
): { readonly [E in DomainEventType]: readonly JobName[] } {
  const doubled = jobs
    .filter((job, at) => jobs.findIndex((other) => other.name === job.name) !== at)
    .map((job) => job.name);
  if (doubled.length) throw new Error(`Jobs declared twice: ${doubled.join(', ')}`);
  const routes: Partial<Record<DomainEventType, JobName[]>> = {};
  for (const type of startsNothing as readonly StartsNothing[]) routes[type] = [];
  for (const job of jobs) for (const type of job.on as readonly DomainEventType[]) (routes[type] ??= []).push(job.name);
  return routes as { readonly [E in DomainEventType]: readonly JobName[] };
}

/** The jobs each event type starts, in the order of JOBS (the relay adds one job per event and route, or batches them). */
export const EVENT_ROUTES = eventRoutes(JOBS, STARTS_NOTHING);

const BY_NAME = new Map<string, Job>(JOBS.map((job) => [job.name, job]));
const ROUTES = new Map<string, readonly Job[]>(
  Object.entries(EVENT_ROUTES).map(([type, names]) => [type, names.map((name) => BY_NAME.get(name)!)]),
);

/** A declared job by its name (a job that BullMQ carries names its definition so). */
export const jobNamed = (name: string): Job | undefined => BY_NAME.get(name);

/** The jobs of an event type as the relay reads them (an unknown type: none). */
export function routesOf(type: string): readonly Job[] {
  return ROUTES.get(type) ?? [];
}
