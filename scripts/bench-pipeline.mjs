// `npm run bench:pipeline`: the event pipeline of the built product (outbox → relay → BullMQ →
// notification jobs → Redis → the API's server-sent event streams), in a database of its own:
// 1. drain: a backlog of outbox rows written with SQL, drained by the workers: events/s published by
//    the relay and events/s processed end to end (every row sent, every job done);
// 2. live: at 100 events/s, outbox rows inserted with SQL in transactions of their own, and then real
//    commands through the HTTP API (a designer starts its client's orders: WorkStarted, which
//    notifies the client) at the rate one API process keeps up with: p50 and p99 from the commit to
//    the notification arriving on the client's open stream, split by stage;
// 3. the relay's cost per batch (claim, BullMQ addBulk, mark sent), measured outside the workers.
// Prints the table with the two targets met or missed and writes it to docs/benchmarks.md ("Event
// pipeline"). `--help` for the options. Loopback only; every loop is bounded.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkServices,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  ensureBuilt,
  ensureInstalled,
  fail,
  log,
  reexecUnderNode22IfNeeded,
  ROOT,
} from './lib.mjs';

const HELP = `npm run bench:pipeline [-- options]
  --backlog=N          outbox rows in the drain (default 50000)
  --event-type=TYPE    the backlog's event type (default WorkStarted: one notification job each;
                       DesignApprovedByAdmin adds an e-mail job each, written as .eml files)
  --drain-timeout=S    give the drain up after S seconds (default 90) and report the rate until then
  --rate=N             outbox rows/s inserted with SQL in the live phase (default 100)
  --command-rate=N     commands/s through the API in the live phase (default 10)
  --reuse-data         keep the bench database when it already holds the same agency (skips ~15 s)
  --quick              short phases for development; prints the table, leaves docs/benchmarks.md alone
  --no-docs            leave docs/benchmarks.md alone
  --no-build           use dist/ as it is
Environment: BENCH_PORT (3910), DATABASE_URL / REDIS_URL (the server; the bench uses its own database
\${BENCH_DATABASE_PREFIX:-contentflow_bench}_pipeline and Redis database 15).`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const QUICK = args.includes('--quick');
const REUSE = args.includes('--reuse-data');
const WRITE_DOCS = !QUICK && !args.includes('--no-docs');
const BUILD = !args.includes('--no-build');
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The run's plan: counts, rates in events/s, phase lengths in seconds. */
const PLAN = {
  backlog: Number(option('backlog', QUICK ? 10_000 : 50_000)),
  eventType: option('event-type', 'WorkStarted'),
  // The drain is given up after this long (the figures are then those of the events done so far).
  drainTimeout: Number(option('drain-timeout', QUICK ? 40 : 90)),
  // SQL rows at the target's rate; commands at a rate one API process keeps up with on this shared
  // machine (a start costs the API about 20 ms of CPU: 100/s of them would need two cores for the API
  // alone, and at 25/s the commands already queued for seconds, so the API was measured, not the pipeline).
  live: {
    rate: Number(option('rate', 100)),
    commandRate: Number(option('command-rate', 10)),
    warmup: QUICK ? 2 : 3,
    measured: QUICK ? 8 : 20,
    grace: 5,
  },
  // The relay's statements and addBulk timed outside the workers, on a scratch table and queue.
  // BATCH of workers/src/relay-loop.ts: a claim as the relay makes it.
  relayCost: { batch: 2000, batches: 10 },
};
/** The small agency of `npm run bench` (100 clients, 3 designers, 10,000 orders) in a database of its own. */
const DATASET = {
  // BENCH_DATABASE_PREFIX as `npm run bench` reads it: checkouts sharing a server keep apart.
  database: `${process.env.BENCH_DATABASE_PREFIX || 'contentflow_bench'}_pipeline`,
  clients: 100,
  designers: 3,
  admins: 2,
  orders: 10_000,
  spanDays: 730,
};
// Issue 40: a backlog of 50,000 drained at 10,000 events/s end to end (issue 25's was 5,000); commit → stream p99 kept.
const TARGETS = { drainPerSecond: 10_000, p99Ms: 100 };
const QUEUE_NAMES = ['notifications', 'email', 'ai', 'quota'];
/** The maxEvents of notifications.deliver (backend/src/notifications/jobs/definitions.ts), for the relay's cost alone. */
const EVENTS_PER_JOB = 100;

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const { default: pg } = await import('pg');
  const { Redis } = await import('ioredis');
  const { benchPasswordHash, databaseUrl, prepareDataset } = await import('./bench/prepare.mjs');
  const { startSystem } = await import('./bench/system.mjs');
  const { cpuBetween, cpuSnapshot } = await import('./bench/cpu.mjs');
  const { BENCH_PASSWORD } = await import('./bench/seed.mjs');

  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = `${(process.env.REDIS_URL ?? DEFAULT_REDIS_URL).replace(/\/\d*$/, '')}/15`;
  const problems = await checkServices(serverUrl, redisUrl);
  if (problems.length) fail(problems.join('\n'));
  if (!Number.isInteger(PLAN.backlog) || PLAN.backlog < 1000) fail('--backlog must be a whole number of at least 1000');
  if (BUILD) ensureBuilt();
  const started = performance.now();
  const startedAt = new Date();

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    DATA_DIR: join(ROOT, '.tmp', 'bench-pipeline', 'data'),
    // One designer sends 100 commands a second: a rate no person reaches, so the limiter is raised
    // (it stays on: its Redis round trip is in every command).
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
    SIGN_IN_MAX_FAILS_PER_IP: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  mkdirSync(env.DATA_DIR, { recursive: true });
  mkdirSync(join(ROOT, '.tmp', 'bench'), { recursive: true });

  const hash = await benchPasswordHash();
  const seeded = await prepareDataset({ pg, serverUrl, dataset: DATASET, reuse: REUSE, env, hash, log });
  const url = databaseUrl(serverUrl, DATASET.database);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // Every run starts from an empty pipeline: no outbox rows, notifications or mails of an earlier run.
  await db.query('truncate outbox_event, notification, sent_mail');
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]) || null;

  const results = { plan: PLAN, seeded, startedAt };
  const system = await startSystem(env, url, ORIGIN);
  const stops = [() => system.stop(), () => db.end().catch(() => undefined), () => Promise.resolve(redis.disconnect())];
  let stopping = null;
  const stopAll = () => (stopping ??= Promise.all(stops.map((stop) => stop())));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));
  try {
    const pids = { api: system.api.pid, workers: system.workers.pid, redis: redisPid };
    const pipeline = { db, redis, redisUrl, pids, cpuSnapshot, cpuBetween };

    // Warm-up: a few hundred events through the whole pipeline (JIT, connection pools), and proof
    // that the relay and the notification workers run before anything is measured.
    await drain(pipeline, { count: 500, type: 'WorkStarted', timeout: 60 });
    await db.query('truncate outbox_event, notification');

    // 1. The backlog, committed at once while the workers are running; measured from that commit.
    log(`Drain: ${PLAN.backlog.toLocaleString('en')} ${PLAN.eventType} events in the outbox …`);
    results.drain = await drain(pipeline, {
      count: PLAN.backlog,
      type: PLAN.eventType,
      timeout: PLAN.drainTimeout,
      progress: true,
    });
    const d = results.drain;
    log(
      `Drain: relay ${Math.round(d.relayRate)}/s (${d.sent.toLocaleString('en')} sent in ${d.relaySeconds.toFixed(1)} s), ` +
        `end to end ${Math.round(d.endRate)}/s (${d.done ? 'all done' : `${d.processed.toLocaleString('en')} done, given up`} after ${d.endSeconds.toFixed(1)} s)`,
    );
    await db.query('truncate outbox_event, notification, sent_mail');

    // 2. Live: a client's open stream, its designer starting its orders at the fixed rate.
    const people = await streamPeople(db);
    const orders = await newOrders(
      db,
      people,
      Math.ceil(PLAN.live.commandRate * (PLAN.live.warmup + PLAN.live.measured) * 1.1) + 10,
    );
    people.client.token = await signIn(people.client.email, BENCH_PASSWORD);
    people.designer.token = await signIn(people.designer.email, BENCH_PASSWORD);
    const stream = await openStream(people.client.token);
    stops.unshift(() => stream.close());
    log(
      `Live: ${PLAN.live.rate} outbox rows/s inserted with SQL (a transaction each) for ${PLAN.live.warmup} + ${PLAN.live.measured} s, the client's stream open …`,
    );
    const sqlOrders = await db.query(
      `select id, designer_id from project where client_id = $1 and designer_id is not null order by created_at limit 200`,
      [people.client.id],
    );
    // Its own connections: an insert waits for no other statement of the bench.
    const writers = new pg.Pool({ connectionString: url, max: 4 });
    stops.push(() => writers.end().catch(() => undefined));
    results.sql = await liveRun(pipeline, {
      stream,
      mode: 'sql',
      rate: PLAN.live.rate,
      next: (i) => insertEvent(writers, sqlOrders.rows[i % sqlOrders.rows.length]),
    });
    log(`  SQL: ${summaryLine(results.sql)}`);
    log(
      `Live: ${PLAN.live.commandRate} commands/s (POST /api/projects/:id/start) for ${PLAN.live.warmup} + ${PLAN.live.measured} s …`,
    );
    results.commands = await liveRun(pipeline, {
      stream,
      mode: 'command',
      rate: PLAN.live.commandRate,
      next: (i) => startOrder(people.designer.token, orders[i]),
    });
    log(`  commands: ${summaryLine(results.commands)}`);
    stream.close();

    // 3. What one relay batch costs, each part alone.
    results.relayCost = await relayCost(db, redisUrl);
    log(
      `Relay batch of ${PLAN.relayCost.batch}: claim ${results.relayCost.claim.toFixed(1)} ms, addBulk ${results.relayCost.addBulk.toFixed(1)} ms, mark sent ${results.relayCost.mark.toFixed(1)} ms`,
    );
    results.seconds = (performance.now() - started) / 1000;
    await stopAll();
    report(results);
  } finally {
    await stopAll();
  }

  async function signIn(email, password) {
    const response = await fetch(`${ORIGIN}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
    return (await response.json()).accessToken;
  }

  /** Opens GET /api/notifications/stream as a browser does (the cookie of POST stream-session); resolves on `ready`. */
  async function openStream(token) {
    const session = await fetch(`${ORIGIN}/api/notifications/stream-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (session.status !== 204) throw new Error(`stream-session: ${session.status} ${await session.text()}`);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const abort = new AbortController();
    const response = await fetch(`${ORIGIN}/api/notifications/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
    const listeners = new Set();
    let ready;
    const isReady = new Promise((resolve) => {
      ready = resolve;
    });
    (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body) {
          const at = Date.now();
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') ready();
            if (event === 'notification' && data) for (const listener of listeners) listener(JSON.parse(data), at);
          }
        }
      } catch {
        // aborted at the end
      }
    })();
    await Promise.race([
      isReady,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the stream sent no ready event within 10 s')), 10_000),
      ),
    ]);
    return { listeners, close: () => abort.abort() };
  }

  async function startOrder(token, orderId) {
    const response = await fetch(`${ORIGIN}/api/projects/${orderId}/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`start ${orderId}: ${response.status} ${body.slice(0, 200)}`);
    return { projectId: orderId };
  }
}

/** Queue depths of the product's queues: jobs not finished yet, and failed ones. */
async function queueDepth(redis) {
  const multi = redis.multi();
  for (const q of QUEUE_NAMES)
    multi
      .llen(`bull:${q}:wait`)
      .llen(`bull:${q}:active`)
      .zcard(`bull:${q}:delayed`)
      .zcard(`bull:${q}:prioritized`)
      .llen(`bull:${q}:paused`)
      .zcard(`bull:${q}:failed`);
  const counts = (await multi.exec()).map(([, n]) => n);
  let pending = 0;
  let failed = 0;
  counts.forEach((n, i) => {
    if (i % 6 === 5) failed += n;
    else pending += n;
  });
  return { pending, failed };
}

/**
 * Writes `count` outbox rows of `type` in one transaction (payloads as recordProjectEvent writes them,
 * for the agency's orders that have a designer), then waits until the relay has sent them all and the
 * queues are empty. Answers the rates, measured from the commit.
 */
async function drain(
  { db, redis, redisUrl, pids, cpuSnapshot, cpuBetween },
  { count, type, timeout, progress = false },
) {
  const {
    rows: [{ total }],
  } = await db.query(`select count(*)::int as total from project where designer_id is not null`);
  // The quota queue's monthly scheduler keeps a delayed job: what waits before the drain is not the drain's.
  const { pending: pendingBefore, failed: failedBefore } = await queueDepth(redis);
  await db.query('begin');
  await db.query(
    `
    insert into outbox_event (id, type, payload, created_at, sent_at, attempts, last_error)
    select e.id, $2::text, jsonb_build_object('eventId', e.id, 'type', $2::text, 'actorId', p.designer_id, 'projectId', p.id, 'data', '{}'::jsonb),
           now() - ($1 - e.g) * interval '1 microsecond', null, 0, null
      from (select g, gen_random_uuid() as id from generate_series(1, $1) g) e
      join (select id, designer_id, row_number() over (order by id) - 1 as n from project where designer_id is not null) p on p.n = (e.g - 1) % $3`,
    [count, type, total],
  );
  const before = await cpuSnapshot(pids, db, DATASET.database);
  await db.query('commit');
  const t0 = Date.now();
  let sentAllAt = null;
  let doneAt = null;
  let last = { sent: 0, pending: 0, failed: 0 };
  let lastLog = t0;
  while (Date.now() - t0 < timeout * 1000) {
    await new Promise((r) => setTimeout(r, 100));
    const {
      rows: [row],
    } = await db.query(`select count(*)::int as unsent from outbox_event where sent_at is null`);
    const sent = count - row.unsent;
    const depth = await queueDepth(redis);
    last = { sent, pending: depth.pending - pendingBefore, failed: depth.failed - failedBefore };
    if (sent === count && !sentAllAt) sentAllAt = Date.now();
    if (sentAllAt && last.pending <= 0) {
      doneAt = Date.now();
      break;
    }
    if (progress && Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(
        `  after ${((lastLog - t0) / 1000).toFixed(0)} s: ${sent.toLocaleString('en')} sent, ${last.pending.toLocaleString('en')} jobs waiting or running`,
      );
    }
  }
  if (!doneAt) await discardBacklog(db, redis, redisUrl, pendingBefore);
  const cpu = cpuBetween(before, await cpuSnapshot(pids, db, DATASET.database));
  // Resident memory right after the drain: what the backlog left the processes holding.
  const rss = { workers: residentMiB(pids.workers), api: residentMiB(pids.api) };
  // The relay's own clock: each batch is marked sent with one statement, so sent_at tells the batches apart.
  const {
    rows: [relay],
  } = await db.query(`
    select extract(epoch from max(sent_at)) * 1000 as last_ms, count(distinct sent_at)::int as batches, count(sent_at)::int as sent from outbox_event`);
  const {
    rows: [notified],
  } = await db.query(
    `select count(*)::int as n, extract(epoch from max(created_at)) * 1000 as last_ms from notification`,
  );
  const relaySeconds = ((sentAllAt ? Number(relay.last_ms) : Date.now()) - t0) / 1000;
  const endSeconds = ((doneAt ?? Date.now()) - t0) / 1000;
  // Not all done: the events whose jobs are finished (sent, minus what still waits in the queues).
  const processed = doneAt ? count : Math.max(0, last.sent - last.pending);
  return {
    count,
    type,
    sent: relay.sent,
    batches: relay.batches,
    done: Boolean(doneAt),
    processed,
    failed: last.failed,
    notifications: notified.n,
    relaySeconds,
    relayRate: relay.sent / relaySeconds,
    endSeconds,
    endRate: processed / endSeconds,
    cpu,
    rss,
  };
}

/** A process's resident set size in MiB, from /proc (null when it is gone). */
function residentMiB(pid) {
  try {
    const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kib) ? kib / 1024 : null;
  } catch {
    return null;
  }
}

/** The product's BullMQ, as the backend resolves it (the scripts declare no dependency of their own on it). */
async function bullmq() {
  return import(pathToFileURL(createRequire(join(ROOT, 'backend', 'package.json')).resolve('bullmq')).href);
}

function connectionOf(redisUrl) {
  const url = new URL(redisUrl);
  return { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) };
}

/**
 * A drain given up: what is left (unsent rows, waiting jobs) is removed, so that it does not run into
 * the live phase; the jobs running finish. Waits (at most 30 s) until nothing runs.
 */
async function discardBacklog(db, redis, redisUrl, pendingBefore) {
  await db.query('update outbox_event set sent_at = now() where sent_at is null');
  const { Queue } = await bullmq();
  for (const name of QUEUE_NAMES) {
    const queue = new Queue(name, { connection: connectionOf(redisUrl) });
    await queue.drain();
    await queue.close();
  }
  for (let i = 0; i < 300 && (await queueDepth(redis)).pending > pendingBefore; i += 1)
    await new Promise((r) => setTimeout(r, 100));
}

/** The client whose stream is watched (the first with a designer and an active plan) and its designer. */
async function streamPeople(db) {
  const {
    rows: [row],
  } = await db.query(`
    select c.id as client_id, c.email as client_email, d.id as designer_id, d.email as designer_email
      from account c join client_designer cd on cd.client_id = c.id join account d on d.id = cd.designer_id
     order by c.email limit 1`);
  return {
    client: { id: row.client_id, email: row.client_email },
    designer: { id: row.designer_id, email: row.designer_email },
  };
}

/**
 * Orders of the client waiting for its designer to start them (status new), as the client's order
 * form would have made them, one per command of the live phase. Set-based, like the seed; the month's
 * quota is not counted for them (starting an order does not look at it).
 */
async function newOrders(db, { client, designer }, count) {
  const { rows } = await db.query(
    `
    insert into project (id, client_id, designer_id, title, description, content_type, platform, target_platforms, status, final_design_ids,
                         review_count, max_reviews, created_at, updated_at)
    select gen_random_uuid(), $1, $2, 'Live-Test ' || g, 'Bitte einen Beitrag zu unserer neuen Aktion gestalten, im Stil der letzten Beiträge.',
           'post', 'Instagram', '["instagram"]'::jsonb, 'new', '[]'::jsonb, 0, 2, now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(1, $3) g
    returning id`,
    [client.id, designer.id, count],
  );
  return rows.map((r) => r.id);
}

/**
 * One outbox row of WorkStarted for the client's order, committed in a transaction of its own (as a
 * command commits). Its created_at is the clock when the row was written, right before the commit,
 * as the API stamps a command's event: the commit on Postgres' clock, not when this busy process
 * got to see the answer.
 */
async function insertEvent(pool, order) {
  const id = randomUUID();
  const payload = { eventId: id, type: 'WorkStarted', actorId: order.designer_id, projectId: order.id, data: {} };
  await pool.query(
    `insert into outbox_event (id, type, payload, created_at, sent_at, attempts, last_error) values ($1, 'WorkStarted', $2, clock_timestamp(), null, 0, null)`,
    [id, payload],
  );
  return { eventId: id };
}

function quantile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
}

/**
 * Sends `next(i)` at the fixed rate (an open model: the i-th is due at start + i / rate whatever the
 * earlier ones do) and matches each notification on the stream to its event. Latency: from the commit
 * to the notification's arrival on the stream. The commit is taken from the outbox row's created_at
 * (stamped by the API when a command records the event, just before the flush that commits it; by
 * clock_timestamp() in an SQL row's own insert): if anything a little early, so the latency a little
 * long. The stages come from the rows: sent_at (the relay marked the batch
 * sent, after addBulk) and the notification's created_at (the job inserted it).
 */
async function liveRun({ db, pids, cpuSnapshot, cpuBetween }, { stream, mode, rate, next }) {
  const { warmup, measured, grace } = PLAN.live;
  const total = Math.round(rate * (warmup + measured));
  const warm = Math.round(rate * warmup);
  const arrivals = new Map(); // eventId (sql) or projectId (command) → arrival ms
  const listener = (notification, at) => {
    arrivals.set(mode === 'sql' ? notification.id : notification.projectId, at);
  };
  stream.listeners.add(listener);
  const sentEvents = []; // { i, due, respondedAt, eventId or projectId }
  const errors = [];
  let lateness = 0;
  const before = await cpuSnapshot(pids, db, DATASET.database);
  const start = Date.now() + 50;
  const inFlight = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (i >= warm) lateness = Math.max(lateness, Date.now() - due);
    inFlight.push(
      next(i).then(
        (result) => sentEvents.push({ i, due, respondedAt: Date.now(), ...result }),
        (error) => errors.push(String(error?.message ?? error)),
      ),
    );
  }
  await Promise.all(inFlight);
  const graceUntil = Date.now() + grace * 1000;
  const key = (e) => (mode === 'sql' ? e.eventId : e.projectId);
  const expected = sentEvents.filter((e) => e.i >= warm);
  // SQL rows: the notification's id is not the event's; matched through source_event_id below.
  while (Date.now() < graceUntil) {
    if (mode === 'command' && expected.every((e) => arrivals.has(key(e)))) break;
    if (mode === 'sql' && arrivals.size >= sentEvents.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const cpu = cpuBetween(before, await cpuSnapshot(pids, db, DATASET.database));
  stream.listeners.delete(listener);

  const { rows } = await db.query(
    mode === 'sql'
      ? `select o.id as event_id, o.payload->>'projectId' as project_id, extract(epoch from o.created_at) * 1000 as created_ms, extract(epoch from o.sent_at) * 1000 as sent_ms,
                n.id as notification_id, extract(epoch from n.created_at) * 1000 as notified_ms
           from outbox_event o left join notification n on n.source_event_id = o.id where o.id = any($1::uuid[])`
      : `select o.id as event_id, o.payload->>'projectId' as project_id, extract(epoch from o.created_at) * 1000 as created_ms, extract(epoch from o.sent_at) * 1000 as sent_ms,
                n.id as notification_id, extract(epoch from n.created_at) * 1000 as notified_ms
           from outbox_event o left join notification n on n.source_event_id = o.id
          where o.type = 'WorkStarted' and o.payload->>'projectId' = any($1::text[])`,
    [mode === 'sql' ? expected.map((e) => e.eventId) : expected.map((e) => e.projectId)],
  );
  // An event tells every member of the company who may see the order (an owner and an approver,
  // say): of its notification rows, the one this stream received. A command's order may have had an
  // event of the SQL phase before: its newest event is the command's.
  const byKey = new Map();
  for (const r of rows) {
    const k = mode === 'sql' ? r.event_id : r.project_id;
    const had = byKey.get(k);
    const better =
      mode === 'sql' ? arrivals.has(r.notification_id) : Number(r.created_ms) > Number(had?.created_ms ?? -Infinity);
    if (!had || better) byKey.set(k, r);
  }
  const latency = [];
  const toResponse = [];
  const relay = [];
  const job = [];
  const push = [];
  const command = [];
  let missing = 0;
  for (const e of expected) {
    const row = byKey.get(key(e));
    const arrived = row && arrivals.get(mode === 'sql' ? row.notification_id : e.projectId);
    if (!row || arrived === undefined) {
      missing += 1;
      continue;
    }
    const committed = Number(row.created_ms);
    latency.push(arrived - committed);
    if (mode === 'command') {
      toResponse.push(arrived - e.respondedAt);
      command.push(e.respondedAt - e.due);
    }
    relay.push(Number(row.sent_ms) - committed);
    job.push(Number(row.notified_ms) - Number(row.sent_ms));
    push.push(arrived - Number(row.notified_ms));
  }
  const stats = (values) => ({
    p50: quantile(values, 0.5),
    p99: quantile(values, 0.99),
    min: Math.min(...values),
    max: Math.max(...values),
  });
  return {
    mode,
    rate,
    sent: expected.length,
    arrived: latency.length,
    missing,
    errors: errors.length,
    errorSample: errors[0] ?? null,
    lateness,
    latency: stats(latency),
    fromResponse: stats(toResponse),
    command: stats(command),
    stages: { relay: stats(relay), job: stats(job), push: stats(push) },
    cpu,
  };
}

/**
 * The relay's three steps for one batch, each timed alone with the workers idle: the claim (the
 * relay's update … for update skip locked … returning) and the mark-sent update on a scratch copy of
 * outbox_event, and BullMQ's addBulk of the batch's jobs to a scratch queue (the product's BullMQ).
 */
async function relayCost(db, redisUrl) {
  const { batch, batches } = PLAN.relayCost;
  await db.query(`create temp table bench_outbox (like outbox_event including all)`);
  await db.query(
    `
    insert into bench_outbox (id, type, payload, created_at, sent_at, attempts, last_error)
    select e.id, 'WorkStarted', jsonb_build_object('eventId', e.id, 'type', 'WorkStarted', 'actorId', e.id, 'projectId', e.id, 'data', '{}'::jsonb),
           now() - ($1 - g) * interval '1 microsecond', null, 0, null
      from (select g, gen_random_uuid() as id from generate_series(1, $1) g) e`,
    [batch * batches],
  );
  await db.query('analyze bench_outbox');
  const { Queue } = await bullmq();
  const queue = new Queue('bench-relay-scratch', { connection: connectionOf(redisUrl) });
  const claim = [];
  const addBulk = [];
  const mark = [];
  try {
    for (let b = 0; b < batches; b += 1) {
      let t = performance.now();
      const { rows } = await db.query(
        `
        update bench_outbox o set claimed_until = now() + interval '30 seconds'
          from (select id from bench_outbox where sent_at is null and (claimed_until is null or claimed_until < now())
                 order by created_at limit $1 for update skip locked) claimed
         where o.id = claimed.id returning o.id, o.type, o.payload, o.created_at`,
        [batch],
      );
      claim.push(performance.now() - t);
      t = performance.now();
      // As the relay hands them over: the batch's events in jobs of at most the job's maxEvents.
      const jobs = [];
      for (let at = 0; at < rows.length; at += EVENTS_PER_JOB) {
        const chunk = rows.slice(at, at + EVENTS_PER_JOB);
        jobs.push({
          name: 'notifications.deliver',
          data: { events: chunk.map((row) => row.payload) },
          opts: { jobId: `${chunk[0].id}.${chunk.length}.notifications.deliver`, removeOnComplete: true },
        });
      }
      await queue.addBulk(jobs);
      addBulk.push(performance.now() - t);
      t = performance.now();
      await db.query(`update bench_outbox set sent_at = now(), claimed_until = null where id = any($1::uuid[])`, [
        rows.map((r) => r.id),
      ]);
      mark.push(performance.now() - t);
    }
  } finally {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await db.query('drop table bench_outbox');
  }
  // The first batch warms up (plans, scripts): the median of the rest.
  const median = (values) => quantile(values.slice(1), 0.5);
  return { batch, claim: median(claim), addBulk: median(addBulk), mark: median(mark) };
}

function int(n) {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–';
}

function ms(n) {
  return Number.isFinite(n) ? (Math.abs(n) < 10 ? n.toFixed(1) : n.toFixed(0)) : '–';
}

function mib(n) {
  return Number.isFinite(n) ? `${Math.round(n)} MiB` : '–';
}

function summaryLine(run) {
  return (
    `p50 ${ms(run.latency.p50)} ms, p99 ${ms(run.latency.p99)} ms, ${run.arrived} of ${run.sent} arrived, ${run.errors} errors; ` +
    `stages p50: relay ${ms(run.stages.relay.p50)}, job ${ms(run.stages.job.p50)}, push ${ms(run.stages.push.p50)} ms`
  );
}

function report(results) {
  const { drain: d, commands: c, sql: s, relayCost: rc, plan } = results;
  const cpuPerEvent = (cpu, n) =>
    ['workers', 'postgres', 'redis', 'api'].map((k) => `${k} ${(cpu[k] / n).toFixed(2)} ms`).join(', ');
  const drainCores = (k) => `${Math.round((d.cpu[k] / d.cpu.wallMs) * 100)} %`;
  const ceiling = (rc.batch / (rc.claim + rc.addBulk + rc.mark)) * 1000;
  const targets = [
    {
      name: `a backlog of ${int(plan.backlog)} events drained at ≥ ${int(TARGETS.drainPerSecond)} events/s end to end`,
      met: d.done && d.endRate >= TARGETS.drainPerSecond,
      detail: `${int(d.endRate)}/s end to end${d.done ? '' : ` (not finished: ${int(d.processed)} of ${int(d.count)} after ${d.endSeconds.toFixed(0)} s)`}, the relay ${int(d.relayRate)}/s`,
    },
    {
      // Judged on both: the events at the target's rate (SQL rows) and real commands (at the rate the API keeps up with).
      name: `at ${plan.live.rate} events/s, commit → notification on the stream p99 ≤ ${TARGETS.p99Ms} ms`,
      met: [s, c].every((run) => run.latency.p99 <= TARGETS.p99Ms && run.missing === 0 && run.errors === 0),
      detail: `SQL rows at ${s.rate}/s p99 ${ms(s.latency.p99)} ms (p50 ${ms(s.latency.p50)}); commands at ${c.rate}/s p99 ${ms(c.latency.p99)} ms (p50 ${ms(c.latency.p50)})`,
    },
  ];
  const live = (label, run) =>
    `| ${label} | ${run.rate} | ${run.arrived} of ${run.sent} | ${ms(run.latency.p50)} | ${ms(run.latency.p99)}${run.latency.p99 <= TARGETS.p99Ms ? '' : ' ✖'} | ${ms(run.latency.max)} ` +
    `| ${ms(run.stages.relay.min)} / ${ms(run.stages.relay.p50)} / ${ms(run.stages.relay.p99)} | ${ms(run.stages.job.p50)} / ${ms(run.stages.job.p99)} | ${ms(run.stages.push.p50)} / ${ms(run.stages.push.p99)} |`;
  const table = [
    `| drain: ${int(d.count)} × ${d.type} | events/s | seconds | |`,
    `|---|--:|--:|---|`,
    `| relay: every row sent (published to BullMQ) | ${int(d.relayRate)} | ${d.relaySeconds.toFixed(1)} | ${int(d.batches)} batches of ≤ ${rc.batch} |`,
    `| end to end: every job done | ${int(d.endRate)}${d.endRate >= TARGETS.drainPerSecond ? '' : ' ✖'} | ${d.endSeconds.toFixed(1)} | ${d.done ? 'all done' : `given up: ${int(d.processed)} done`}, ${int(d.notifications)} notifications, ${d.failed} failed jobs |`,
    `| resident memory (RSS) right after the drain | | | workers ${mib(d.rss.workers)}, API ${mib(d.rss.api)} |`,
    '',
    `| live, ${plan.live.measured} s: commit → notification on the stream | events/s | arrived | p50 ms | p99 ms | max ms | relay: commit → sent min / p50 / p99 | job: sent → notification row p50 / p99 | push: row → stream p50 / p99 |`,
    `|---|--:|--:|--:|--:|--:|--:|--:|--:|`,
    live('SQL: an outbox row of WorkStarted per transaction', s),
    live('commands: POST /api/projects/:id/start (WorkStarted → the client)', c),
  ].join('\n');
  const notes = [
    `Drain: ${int(d.count)} outbox rows of ${d.type} for the agency's orders, committed in one transaction while the workers ran idle; measured from that commit until every row had sent_at ` +
      `(the relay: the last batch's sent_at) and no job of the four queues waited or ran (polled every 100 ms). CPU per event done (the relay's share for all ${int(d.sent)} included): ${cpuPerEvent(d.cpu, Math.max(1, d.processed))}; ` +
      `the machine was ${Math.round((d.cpu.machineBusy / d.cpu.machineTotal) * 100)} % busy (other tenants ${Math.round((d.cpu.rest / d.cpu.machineTotal) * 100)} %), ` +
      `of one core: the workers process ${drainCores('workers')}, Postgres ${drainCores('postgres')}, Redis ${drainCores('redis')}.`,
    `Live: the client's stream opened as the web app opens it (POST /api/notifications/stream-session with the Bearer token, then GET /api/notifications/stream with its cookie); ` +
      `each on a fixed schedule (${plan.live.warmup} s warm-up not counted). SQL: one autocommitted insert of a WorkStarted row of one of the client's orders per event over 4 connections, the commit its created_at = clock_timestamp() (sent late by at most ${ms(s.lateness)} ms). ` +
      `Commands: its designer starts one of the client's new orders each (sent late by at most ${ms(c.lateness)} ms; ` +
      `command answered p50 ${ms(c.command.p50)} ms / p99 ${ms(c.command.p99)} ms after it was due; ${c.errors} errors${c.errorSample ? `, e.g. ${c.errorSample}` : ''}); ` +
      `the commit is the outbox row's created_at, stamped by the API just before the flush that commits it. From the command's answer instead (the commit lies before it; negative: the notification came before the answer): p50 ${ms(c.fromResponse.p50)} ms, p99 ${ms(c.fromResponse.p99)} ms. ` +
      `Workers' CPU per event: commands ${(c.cpu.workers / Math.max(1, c.sent)).toFixed(2)} ms, SQL ${(s.cpu.workers / Math.max(1, s.sent)).toFixed(2)} ms; API ${(c.cpu.api / Math.max(1, c.sent)).toFixed(2)} ms per command.`,
    `One relay batch of ${rc.batch}, each step alone on a scratch table and queue: claim ${rc.claim.toFixed(1)} ms, addBulk ${rc.addBulk.toFixed(1)} ms, mark sent ${rc.mark.toFixed(1)} ms: ` +
      `at most ${int(ceiling)} events/s for one relay that does nothing else.`,
  ];
  const targetLines = targets.map((t) => `${t.met ? '✔ met' : '✖ missed'}: ${t.name} — ${t.detail}`);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
  const text = `${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n${targetLines.map((t) => `- ${t}`).join('\n')}`;
  console.log(`\n${text}\n\nMachine: ${machine}. The run took ${(results.seconds / 60).toFixed(1)} minutes.`);
  if (!WRITE_DOCS) return;

  // Only this run's subsection of "Event pipeline" is replaced; `npm run bench` keeps everything above its "## Latest run".
  const doc = join(ROOT, 'docs', 'benchmarks.md');
  const heading = '### Latest pipeline run';
  const current = readFileSync(doc, 'utf8');
  const section =
    `${heading} (${results.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)\n\n` +
    `Machine: ${machine}. Data: ${results.seeded ? 'seeded for this run' : 'reused (--reuse-data)'}. The run took ${(results.seconds / 60).toFixed(1)} minutes.\n\n${text}\n`;
  const at = current.indexOf(`\n${heading}`);
  if (at < 0) {
    log(`docs/benchmarks.md has no "${heading}" heading under "Event pipeline": printed only.`);
    return;
  }
  const end = current.indexOf('\n## ', at + 1);
  writeFileSync(doc, `${current.slice(0, at + 1)}${section}${end < 0 ? '' : `\n${current.slice(end + 1)}`}`);
  log(`Wrote ${doc}`);
}
