import { AI_JOBS } from '../../backend/src/ai/index.js';
import { BILLING_JOBS } from '../../backend/src/billing/index.js';
import type { DomainEventType } from '../../backend/src/contracts/events.js';
import { IDEAS_JOBS } from '../../backend/src/ideas/index.js';
import { MAIL_JOBS } from '../../backend/src/mail/index.js';
import { NOTIFICATIONS_JOBS } from '../../backend/src/notifications/index.js';
import { PRIVACY_JOBS } from '../../backend/src/privacy/index.js';
import { PUBLISHING_JOBS } from '../../backend/src/publishing/index.js';
import { SOCIAL_JOBS } from '../../backend/src/social/index.js';

/**
 * Every job there is, as its feature declares it (`<context>/jobs/definitions.ts`). The workers take
 * their queues from here, the job runner checks the handlers against it, and the relay derives its
 * routes from it (EVENT_ROUTES).
 */
export const JOBS = [
  ...NOTIFICATIONS_JOBS,
  ...MAIL_JOBS,
  ...AI_JOBS,
  ...IDEAS_JOBS,
  ...BILLING_JOBS,
  ...PUBLISHING_JOBS,
  ...SOCIAL_JOBS,
  ...PRIVACY_JOBS,
] as const;

export type Job = (typeof JOBS)[number];
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
