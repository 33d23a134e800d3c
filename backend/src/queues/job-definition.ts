import { SetMetadata, type DynamicModule, type Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import { z } from 'zod';
import type { DomainEventMessage, DomainEventType } from '../contracts/events.js';
import type { QueueName } from '../contracts/jobs.js';

/**
 * A job, declared beside its feature (`<context>/jobs/definitions.ts`): its name, the queue that
 * carries it, the schema of its payload, and the domain events the outbox relay hands it (none for
 * a job its feature enqueues itself). The relay derives its routes from these definitions, the
 * workers their queues; the handler is the provider method marked with `@OnJob(definition)`.
 */
export interface JobDefinition<
  Name extends string = string,
  Payload = unknown,
  Event extends DomainEventType = DomainEventType,
> {
  readonly name: Name;
  readonly queue: QueueName;
  /** Checked when a worker takes the job (the handler gets the data as it came). */
  readonly payload: z.ZodType<Payload>;
  /** The domain events the relay hands this job, one job per event (or batched, see `batch`). */
  readonly on: readonly Event[];
  /**
   * The relay hands the events of one claimed batch over in jobs of at most `maxEvents` events each.
   * A job pays BullMQ's take and finish, an ORM context and its statements once for all its events;
   * several jobs per claimed batch let the workers overlap one job's round trips with another's work.
   */
  readonly batch?: { readonly maxEvents: number };
}

/** Events handed to one job together, in the order they were committed. */
interface EventBatch<E extends DomainEventType> {
  events: readonly DomainEventMessage<E>[];
}

/** The payload a job's producers hand over and its handler receives. */
export type JobOf<D> = D extends JobDefinition<string, infer Payload, DomainEventType> ? Payload : never;

/** An object whose `type` is one of the events: the message of such an event (see DomainEventMessage). */
const eventMessageOf = <E extends DomainEventType>(on: readonly E[]) =>
  z.custom<DomainEventMessage<E>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      (on as readonly unknown[]).includes((value as { type?: unknown }).type),
    { message: `not an event of ${on.join(', ')}` },
  );

/** A job its feature enqueues itself (or a repeatable one), with the payload's schema. */
export function defineJob<const Name extends string, Payload>(definition: {
  name: Name;
  queue: QueueName;
  payload: z.ZodType<Payload>;
}): JobDefinition<Name, Payload, never> {
  return { ...definition, on: [] };
}

/** A job the relay hands each event of these types to, one job per event (its id: the event's). */
export function defineEventJob<const Name extends string, const E extends DomainEventType>(definition: {
  name: Name;
  queue: QueueName;
  on: readonly E[];
}): JobDefinition<Name, DomainEventMessage<E>, E> {
  return { ...definition, payload: eventMessageOf(definition.on) };
}

/** A job the relay hands the events of these types to together, at most `maxEvents` a job, in the order they were committed. */
export function defineEventBatchJob<const Name extends string, const E extends DomainEventType>(definition: {
  name: Name;
  queue: QueueName;
  on: readonly E[];
  maxEvents: number;
}): JobDefinition<Name, EventBatch<E>, E> {
  const { maxEvents, ...rest } = definition;
  return { ...rest, payload: z.object({ events: z.array(eventMessageOf(definition.on)) }), batch: { maxEvents } };
}

/**
 * What a context hands the workers (`<context>/jobs/context-jobs.ts`): its jobs' definitions, the
 * providers that handle them (the classes with @OnJob methods, and what those need that no module
 * of the workers provides), and the modules they need. The workers assemble their jobs, providers
 * and imports from these: a new job touches only its context.
 */
export interface ContextJobs<Jobs extends readonly JobDefinition[] = readonly JobDefinition[]> {
  readonly jobs: Jobs;
  readonly handlers: readonly Type[];
  readonly imports?: readonly (Type | DynamicModule)[];
}

/** A context's jobs with their handlers (typed: the definitions keep their names and payloads). */
export const contextJobs = <const Jobs extends readonly JobDefinition[]>(
  jobs: Jobs,
  handlers: readonly Type[],
  imports: readonly (Type | DynamicModule)[] = [],
): ContextJobs<Jobs> => ({ jobs, handlers, imports });

export const ON_JOB = Symbol('ON_JOB');

/**
 * Marks a provider's method as the handler of a job: typed, the method must take the job's payload.
 * The workers find every marked method at start (workers/src/job-runner.ts) and refuse to start
 * when a declared job has no handler or two. The method receives the payload and the BullMQ job.
 */
export const OnJob =
  <Payload>(definition: JobDefinition<string, Payload>) =>
  <M extends (payload: Payload, job: Job) => unknown>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    SetMetadata(ON_JOB, definition)(target, key, descriptor);
  };
