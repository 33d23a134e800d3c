import type { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { DomainEventMessage } from '../../backend/src/contracts/events.js';
import type { QueueName } from '../../backend/src/contracts/jobs.js';
import { routesOf, type Job, type JobName } from './jobs.js';

/**
 * Events claimed at once. A claim's statements and its addBulk cost a round trip each whatever their
 * size, and the batched jobs take up to their definition's maxEvents each: 2,000 drained a backlog
 * about twice as fast as 500 (docs/benchmarks.md, "Event pipeline"), and a batch's jobs still fit
 * the notifications worker's concurrency.
 */
const BATCH = 2000;
/** The fallback poll: a committed insert wakes the relay at once through LISTEN/NOTIFY. */
const IDLE_MS = 1000;
const BACKOFF_MS = 2000;
/** How long a claimed row is this relay's; a relay that dies mid-batch leaves it to others after that. */
const LEASE = '30 seconds';
/** Redis must take a batch within this time; otherwise it counts as away. */
const PUBLISH_TIMEOUT_MS = 5000;

interface OutboxRow {
  id: string;
  type: string;
  payload: DomainEventMessage;
  created_at: Date;
  request_id: string | null;
}

interface BulkJob {
  name: JobName;
  data: unknown;
  opts: { jobId: string };
}

/** A job's id: the event's and the job's name, so a re-published event adds each job once. */
const jobIdOf = (eventId: string, job: JobName) => `${eventId}.${job}`;

/**
 * A batch job's id: a digest of its events' ids, so the same events published again (a relay that
 * died before marking them sent) add the job once. Events re-claimed in another grouping make
 * another job: its handler writes what the first one wrote once more as nothing new (each
 * notification is keyed by event and recipient, each event's mail job by the event).
 */
const batchJobIdOf = (eventIds: readonly string[], job: JobName) =>
  `${createHash('sha256').update(eventIds.join(',')).digest('base64url')}.${job}`;

/** The event as its jobs carry it: with the id of the request that recorded it, when there was one. */
const messageOf = (row: OutboxRow): DomainEventMessage =>
  row.request_id ? { ...row.payload, traceId: row.request_id } : row.payload;

/**
 * The claimed events as jobs: a job per event and route, and the batched routes' events in jobs of
 * at most `maxEvents` (each event with its own request id, so a batch carries the ids of its events).
 */
function jobsOf(rows: readonly OutboxRow[]): Map<QueueName, BulkJob[]> {
  const jobsByQueue = new Map<QueueName, BulkJob[]>();
  const add = (queue: QueueName, job: BulkJob) => {
    const jobs = jobsByQueue.get(queue);
    if (jobs) jobs.push(job);
    else jobsByQueue.set(queue, [job]);
  };
  const batched = new Map<Job, OutboxRow[]>();
  for (const row of rows) {
    for (const job of routesOf(row.type)) {
      if (job.batch) {
        const events = batched.get(job);
        if (events) events.push(row);
        else batched.set(job, [row]);
      } else add(job.queue, { name: job.name, data: messageOf(row), opts: { jobId: jobIdOf(row.id, job.name) } });
    }
  }
  for (const [job, events] of batched) {
    const { maxEvents } = job.batch!;
    for (let at = 0; at < events.length; at += maxEvents) {
      const chunk = events.slice(at, at + maxEvents);
      add(job.queue, {
        name: job.name,
        data: { events: chunk.map(messageOf) },
        opts: {
          jobId: batchJobIdOf(
            chunk.map((row) => row.id),
            job.name,
          ),
        },
      });
    }
  }
  return jobsByQueue;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Where the relay's warnings go: the Nest logger in the workers' thread, a message from the relay's own. */
export interface RelayLog {
  warn(message: string): void;
}

/**
 * Publishes committed domain events from the outbox to the jobs that listen to them (their
 * definitions' `on`, gathered in EVENT_ROUTES, workers/src/jobs.ts). Rows are
 * claimed with a lease in one statement (FOR UPDATE SKIP LOCKED: several relays share the work),
 * published, then marked sent: no Postgres transaction is open while Redis is asked, and Redis is
 * asked fail-fast (the queues' connection does not queue commands while it is away, plus a time
 * limit). Each job's id is derived from the event's, so publishing again after a crash adds
 * nothing. While Redis is away the rows stay unsent and are retried: events wait, never get lost.
 */
export class RelayLoop {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /** Woken while publishing: go round again at once instead of sleeping. */
  private woken = false;
  private backingOff = false;
  private listener?: pg.Client;
  /**
   * The relay's statements go over a connection of their own, not the ORM's pool: during a drain the
   * notification jobs keep that pool busy, and a claim queued behind their statements starved the
   * relay (docs/benchmarks.md, "Event pipeline").
   */
  private readonly db: pg.Pool;
  /**
   * The last batch's "sent" mark, still under way: the next claim runs beside it on the pool's
   * second connection, and a batch waits for the mark before it (at most one in flight).
   */
  private marking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly queues: Record<QueueName, Pick<Queue, 'addBulk'>>,
    private readonly logger: RelayLog,
  ) {
    // Two: a claim and the previous batch's mark.
    this.db = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 3000 });
    // A dropped idle connection is replaced at the next statement; the error must not end the process.
    this.db.on('error', (error) => this.logger.warn(`Outbox relay's connection: ${error.message}`));
  }

  async start(): Promise<void> {
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  /**
   * Claims nothing more, finishes the batch it is publishing (its rows are marked sent, or released
   * when Redis refused them), then closes its connections — before the queues it publishes to close.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.marking;
    await this.listener?.end().catch(() => undefined);
    await this.db.end().catch(() => undefined);
  }

  /**
   * LISTEN on a connection of its own: the outbox trigger notifies at each committed insert. Without
   * it (the connection failed, or dropped) the relay still polls every IDLE_MS; a dropped listener
   * is replaced at the next poll.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 3000 });
    client.on('notification', () => this.wakeUp());
    client.on('error', () => {
      if (this.listener === client) this.listener = undefined;
    });
    try {
      await client.connect();
      await client.query('listen outbox_event');
      this.listener = client;
    } catch (error) {
      this.logger.warn(
        `Outbox relay polls only (no LISTEN): ${error instanceof Error ? error.message : String(error)}`,
      );
      await client.end().catch(() => undefined);
    }
  }

  /** A new event: publish now, unless the relay is backing off from a Redis failure. */
  private wakeUp(): void {
    this.woken = true;
    if (!this.backingOff) this.wake?.();
  }

  /**
   * Publishes one batch; answers how many events left the outbox. When Redis refuses or does not
   * answer, the attempt is recorded, the rows are released for the next try, and the error is
   * thrown on. The batch is marked sent while the next one is claimed (the claim skips rows under a
   * lease): a mark that fails leaves its rows to be published again when their lease runs out, as
   * after a crash, and each job's id (and its handler) takes such an event once.
   */
  async publishBatch(): Promise<number> {
    const { rows } = await this.db.query<OutboxRow>(
      `update outbox_event o set claimed_until = now() + interval '${LEASE}'
         from (select id from outbox_event
                where sent_at is null and (claimed_until is null or claimed_until < now())
                order by created_at limit $1 for update skip locked) claimed
        where o.id = claimed.id
        returning o.id, o.type, o.payload, o.created_at, o.request_id`,
      [BATCH],
    );
    if (!rows.length) return 0;
    rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
    const ids = rows.map((row) => row.id);
    const jobsByQueue = jobsOf(rows);
    try {
      await withTimeout(
        Promise.all([...jobsByQueue].map(([queue, jobs]) => this.queues[queue].addBulk(jobs))),
        PUBLISH_TIMEOUT_MS,
      );
    } catch (error) {
      await this.db.query(
        `update outbox_event set attempts = attempts + 1, last_error = $1, claimed_until = null where id = any($2::uuid[])`,
        [String(error instanceof Error ? error.message : error).slice(0, 1000), ids],
      );
      throw error;
    }
    await this.marking;
    this.marking = this.db
      .query(`update outbox_event set sent_at = now(), claimed_until = null where id = any($1::uuid[])`, [ids])
      .catch((error: unknown) =>
        this.logger.warn(
          `Published events not marked sent; they go out again after their lease: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    return rows.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      let pause = IDLE_MS;
      try {
        published = await this.publishBatch();
      } catch (error) {
        this.logger.warn(`Outbox not published, retrying: ${error instanceof Error ? error.message : String(error)}`);
        pause = BACKOFF_MS;
      }
      if (!this.listener && this.running) await this.listen();
      if (published === BATCH || (this.woken && pause === IDLE_MS)) {
        this.woken = false;
        continue;
      }
      this.woken = false;
      // Stopped while publishing: the wake-up came before this sleep.
      if (!this.running) break;
      this.backingOff = pause !== IDLE_MS;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.backingOff = false;
    }
  }
}

/** What the relay's thread tells the workers' thread. */
export type RelayThreadMessage = { warn: string } | { ready: true } | { stopped: true };
