import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type Type,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { PinoLogger } from 'nestjs-pino';
import { saneRequestId, withRequestId } from '../../backend/src/common/request-id.js';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import type { QueueName } from '../../backend/src/contracts/jobs.js';
import { JobMetrics } from '../../backend/src/metrics/index.js';
import { ON_JOB, redisOptionsFromUrl, type JobDefinition } from '../../backend/src/queues/index.js';
import { JOB_NAMES, jobNamed, JOBS, type JobName } from './jobs.js';

type Handler = (payload: unknown, job: Job) => Promise<unknown>;

/** A handler found on a provider: `Class.method` names it in errors and logs. */
export interface FoundHandler {
  job: JobName;
  name: string;
  run: Handler;
}

/** The job a method handles: the definition its @OnJob names, by the definition's name. */
const jobOf = (method: unknown): JobName | undefined =>
  (Reflect.getMetadata(ON_JOB, method as object) as JobDefinition | undefined)?.name as JobName | undefined;

/**
 * The @OnJob handlers declared on provider classes, read from their prototypes without making
 * instances: the workers check them before anything connects (see createWorkers).
 */
export function declaredHandlers(classes: readonly Type[]): FoundHandler[] {
  return classes.flatMap((cls) =>
    Object.getOwnPropertyNames(cls.prototype).flatMap((method) => {
      const fn = (cls.prototype as Record<string, unknown>)[method];
      const job = typeof fn === 'function' ? jobOf(fn) : undefined;
      return job ? [{ job, name: `${cls.name}.${method}`, run: fn as Handler }] : [];
    }),
  );
}

/**
 * The request ids a job's data carries (docs/operations.md "One request id"): an event's own
 * (`traceId`), the event of a mail job's (`event.traceId`), or each event's of a batch.
 */
function requestIdsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const { traceId, event, events } = data as {
    traceId?: unknown;
    event?: { traceId?: unknown } | null;
    events?: unknown;
  };
  const ids = new Set<string>();
  const add = (value: unknown) => {
    const id = saneRequestId(value);
    if (id) ids.add(id);
  };
  add(traceId);
  add(event?.traceId);
  if (Array.isArray(events)) for (const item of events as ({ traceId?: unknown } | null)[]) add(item?.traceId);
  return [...ids];
}

/** The fields a job's log lines carry: its request id, or a batch's ids. */
function logBindings(job: Job, ids: readonly string[]): Record<string, unknown> {
  const bindings: Record<string, unknown> = { job: job.name, jobId: job.id };
  if (ids.length === 1) bindings.requestId = ids[0];
  else if (ids.length > 1) bindings.requestIds = ids;
  return bindings;
}

/** How many jobs of a queue one worker process runs at once. */
const CONCURRENCY: Record<QueueName, number> = {
  notifications: 20,
  email: 5,
  ai: 3,
  quota: 1,
  ideas: 5,
  billing: 5,
  clocks: 1,
  publishing: 4,
  // An export streams whole files through one archive: two at a time hold two connections each.
  privacy: 2,
};

/**
 * Every declared job (workers/src/jobs.ts) has exactly one handler: otherwise a job would silently
 * never run, or run twice. Answers the handlers by job name; throws, naming them, when one is
 * missing or doubled.
 */
export function handlersByJob(found: readonly FoundHandler[]): Map<JobName, FoundHandler> {
  const byJob = new Map<JobName, FoundHandler[]>();
  for (const handler of found) byJob.set(handler.job, [...(byJob.get(handler.job) ?? []), handler]);
  const missing = JOB_NAMES.filter((name) => !byJob.has(name));
  const doubled = [...byJob].filter(([, handlers]) => handlers.length > 1);
  const unknown = [...byJob.keys()].filter((name) => !JOB_NAMES.includes(name));
  const problems = [
    missing.length ? `jobs without a handler: ${missing.join(', ')}` : '',
    doubled.length
      ? `jobs with two handlers: ${doubled.map(([name, handlers]) => `${name} (${handlers.map((h) => h.name).join(', ')})`).join('; ')}`
      : '',
    unknown.length ? `handlers of unknown jobs: ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`The workers cannot start: ${problems.join('; ')}`);
  return new Map([...byJob].map(([name, [handler]]) => [name, handler!]));
}

/**
 * The workers' job loop, the way immich's job repository does it: handlers are the providers'
 * methods marked with @OnJob(definition), found at start; one BullMQ worker per queue dispatches
 * each job by name to its handler, inside its own MikroORM context, once its data fits the
 * definition's payload schema. The process refuses to start when the handlers and the declared
 * jobs disagree (see handlersByJob).
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly workers: Worker[] = [];
  private handlers = new Map<JobName, FoundHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pino: PinoLogger,
    private readonly metrics: JobMetrics,
  ) {}

  /** Finds the handlers (before any worker starts: a mismatch stops the process here). */
  onModuleInit(): void {
    this.handlers = handlersByJob(this.discover());
  }

  onApplicationBootstrap(): void {
    const connection = { ...redisOptionsFromUrl(this.config.redisUrl), maxRetriesPerRequest: null };
    for (const queue of this.config.workerQueues) {
      if (!JOBS.some((job) => job.queue === queue)) continue;
      const worker = new Worker(queue, (job) => this.dispatch(job), {
        connection,
        // Recorded on each job it takes (the job's processedBy): which process runs or ran it.
        name: `${hostname()}:${process.pid}`,
        concurrency: CONCURRENCY[queue],
        lockDuration: this.config.jobLockMs,
        stalledInterval: Math.max(1000, Math.floor(this.config.jobLockMs / 2)),
      });
      worker.on('failed', (job, error) =>
        this.pino.runInContext(
          () =>
            this.logger.warn(
              `${queue} job ${job?.name ?? '?'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
            ),
          { bindings: job ? logBindings(job, requestIdsOf(job.data)) : {} },
        ),
      );
      worker.on('error', (error) => this.logger.warn(`${queue} worker: ${error.message}`));
      this.workers.push(worker);
    }
  }

  /**
   * On SIGTERM: no new job is taken, the active ones run to their end, then the workers stop —
   * before any connection (Postgres, Redis, SMTP) closes in the shutdown hooks, which the jobs still
   * use. Bounded by SHUTDOWN_GRACE_MS: a job still running then is left where it is, and once its
   * lock expires (JOB_LOCK_MS) another worker runs it again (every handler is idempotent).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const graceMs = this.config.timeouts.shutdownGraceMs;
    this.logger.log(`Stopping: taking no new jobs, the active ones may finish within ${graceMs} ms`);
    const closed = Promise.all(this.workers.map((worker) => worker.close())).then(() => true);
    const deadline = new AbortController();
    const inTime = await Promise.race([closed, sleep(graceMs, false, { signal: deadline.signal }).catch(() => false)]);
    deadline.abort();
    if (inTime) this.logger.log('Stopped: no job is running');
    else
      this.logger.warn(`Jobs still running after ${graceMs} ms are left to another worker (after their lock expires)`);
  }

  /**
   * Runs the job's handler in an ORM context of its own, with the job's request id: every log line
   * of the job carries it (or a batch's ids), and the events the job records carry it on.
   */
  private dispatch(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    const ids = requestIdsOf(job.data);
    return this.pino.runInContext(
      () =>
        withRequestId(ids.length === 1 ? ids[0] : undefined, async () => {
          const labels = { queue: job.queueName, job: job.name };
          const started = performance.now();
          const seconds = () => (performance.now() - started) / 1000;
          try {
            const fits = jobNamed(job.name)!.payload.safeParse(job.data);
            if (!fits.success)
              throw new Error(
                `The data of job ${job.name} does not fit its payload: ${fits.error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`).join('; ')}`,
              );
            const result = await RequestContext.create(this.orm.em, () => handler.run(job.data, job));
            const took = seconds();
            this.metrics.done(labels, took);
            this.logger.log(`${job.name} done in ${Math.round(took * 1000)} ms`);
            return result;
          } catch (error) {
            this.metrics.failed(labels, seconds());
            throw error;
          }
        }),
      { bindings: logBindings(job, ids) },
    );
  }

  private discover(): FoundHandler[] {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') return [];
      const prototype = Object.getPrototypeOf(instance) as object;
      return this.scanner.getAllMethodNames(prototype).flatMap((method) => {
        const fn = (instance as Record<string, unknown>)[method];
        if (typeof fn !== 'function') return [];
        const job = this.reflector.get<JobDefinition | undefined>(ON_JOB, fn as (...args: unknown[]) => unknown)
          ?.name as JobName | undefined;
        if (!job) return [];
        return [{ job, name: `${instance.constructor.name}.${method}`, run: (fn as Handler).bind(instance) }];
      });
    });
  }
}
