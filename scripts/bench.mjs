// `npm run bench`: a realistic agency (10,000 clients, 300 designers, 1,000,000 orders over two
// years) in its own database, the built API and workers on it, and a mixed scenario of the three
// roles sent on a fixed schedule (an open model) by many signed-in users: per endpoint requests/s,
// p50, p99 and errors at 600 requests/s, the mix's highest sustained rate, the same queries straight
// on Postgres, the client's order list at 1,000,000 against 10,000 orders, and what hostile bodies
// cost the API (bench/hostile.mjs), what a storm of approval records costs another user
// (bench/record-storm.mjs), the admin's screens each alone, and the API's and the workers' resident memory. Prints the
// table with the nine targets met or missed and writes it to docs/benchmarks.md. See that file for how it
// measures; `--help` for the options. Loopback only; every loop is bounded. `--smoke` runs every phase
// for a few seconds on a tiny agency and fails on any unexpected answer (npm test runs it:
// e2e/bench-smoke.e2e.ts), so that the bench cannot break silently.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childPids } from './bench/cpu.mjs';
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

const HELP = `npm run bench [-- options]
  --reuse-data   keep the bench databases when they already hold the same dataset (skips the seeding)
  --quick        short phases for development; prints the table, leaves docs/benchmarks.md alone
  --no-docs      leave docs/benchmarks.md alone
  --no-build     use dist/ as it is (development, e.g. while the tree does not compile)
  --costs        also measure each endpoint alone at a low rate: CPU per request in the API and Postgres
  --costs-only   only that (each endpoint alone), none of the load phases; leaves docs/benchmarks.md alone
  --profile=DIR  write CPU profiles of the API (DIR) and the workers (DIR/workers) on the full dataset (the whole run)
  --only=KEY,…   with --costs(-only): measure only these endpoints alone (scenario.mjs' keys, e.g. start,create)
  --smoke        every phase (--costs too) for a few seconds on a tiny agency of its own; exits non-zero
                 naming the phase, the request and its status on any unexpected answer; leaves the docs alone
Environment: API_PROCESSES (1: the API's processes), BENCH_PORT (3900; with --smoke two free ports), DATABASE_URL / REDIS_URL (the servers;
the bench uses its own databases contentflow_bench and contentflow_bench_small, with --smoke
contentflow_bench_smoke and contentflow_bench_smoke_small, and Redis database 11),
BENCH_DATABASE_PREFIX (contentflow_bench: the databases' names), BENCH_REDIS_URL (the whole Redis URL
instead of database 11 of REDIS_URL).`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const SMOKE = args.includes('--smoke');
const QUICK = args.includes('--quick');
const REUSE = args.includes('--reuse-data');
const COSTS_ONLY = args.includes('--costs-only');
const WRITE_DOCS = !QUICK && !SMOKE && !COSTS_ONLY && !args.includes('--no-docs');
const BUILD = !args.includes('--no-build');
const COSTS = SMOKE || COSTS_ONLY || args.includes('--costs');
const PROFILE = args.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Whether --costs measures this endpoint (--only=KEY,… names the ones to measure; all by default). */
const measured = (key) => !ONLY || ONLY.includes(key);

/** A phase's setting: the full run's, --quick's, --smoke's (a few seconds, a few requests). */
const by = (full, quick, smoke) => (SMOKE ? smoke : QUICK ? quick : full);

/** The run's plan: phase lengths in seconds, rates in requests/s. */
const PLAN = {
  fixedRate: by(600, 600, 40),
  warmup: by(30, 10, 1),
  measured: by(60, 20, 2),
  step: { warmup: by(5, 3, 0.5), measured: by(15, 8, 1.5), factor: 1.25, precision: 1.1, max: by(8, 6, 1) },
  raw: { connections: by(16, 16, 4), warmup: by(1, 0.5, 0), seconds: by(3, 1.5, 0.2), chain: by(1200, 400, 20) },
  // Each endpoint alone (--costs): slow ones at a lower rate, so that none queues behind another.
  costs: {
    rate: by(60, 60, 20),
    writeRate: by(15, 15, 5),
    slowRate: by(0.5, 0.5, 2),
    slow: ['review-queue', 'admin-list'],
    warmup: by(2, 2, 0),
    measured: by(4, 4, 0.5),
    slowMeasured: by(10, 10, 1),
    // The reads again, flat out: `concurrency` at a time, each sent when one comes back.
    flat: {
      concurrency: 8,
      warmup: by(100, 100, 5),
      count: by(1000, 1000, 40),
      // The moves: fewer than the reads, after a warm-up long enough for the JIT (100 moves measured
      // after 10 cost half as much again as 400: docs/benchmarks.md, "Connections kept").
      moveWarmup: by(100, 100, 0),
      moves: by(200, 200, 4),
    },
  },
  // The admin's screens (scenario.mjs ADMIN_SCREENS), each alone on the full dataset.
  admin: { rate: by(20, 20, 10), warmup: by(3, 2, 0.25), measured: by(10, 5, 0.75) },
  // The list comparison: both datasets served side by side (an API each), measured in turns.
  list: { rate: by(100, 100, 40), clients: 100, rounds: by(4, 2, 1), warmup: by(3, 3, 0.5), measured: by(8, 8, 1) },
  // Who signs in on the full dataset: designers drawn at random, clients linked to them, a few
  // clients without a designer, the admins.
  participants: by(
    { designers: 60, clients: 400, designerless: 15, admins: 5 },
    { designers: 60, clients: 400, designerless: 15, admins: 5 },
    { designers: 4, clients: 30, designerless: 2, admins: 2 },
  ),
  // The storm of approval records: its downloads, how many at a time, the PNGs' side in pixels.
  storm: by(
    { downloads: 24, atOnce: 12, side: 2000 },
    { downloads: 24, atOnce: 12, side: 2000 },
    { downloads: 4, atOnce: 2, side: 300 },
  ),
};

/** Each move's pool of orders (scenario.mjs) and the move that fills it. */
const FED_BY = {
  start: ['new', 'create'],
  'final-designs': ['inProgress', 'start'],
  'admin-approve': ['adminReview', 'final-designs'],
  'admin-reject': ['adminReview', 'final-designs'],
  'request-changes': ['review', 'admin-approve'],
  approve: ['review', 'admin-approve'],
};

/**
 * Sustained: every request answered as expected, the answers keep up with the schedule (98 % of the
 * offered rate answered while it is offered) and no queue builds up (nine in ten answers within
 * 250 ms: a growing queue pushes the p90 into seconds within a step, while a single slow request
 * that holds the others up for half a second moves the p99 but not the p90).
 */
const SUSTAINED = { minAnsweredShare: 0.98, maxP90Ms: 250 };

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const { default: pg } = await import('pg');
  const { datasets } = await import('./bench/seed.mjs');
  const { freePorts, smokeCheck } = await import('./bench/smoke.mjs');
  const { benchPasswordHash, databaseUrl, prepareDataset } = await import('./bench/prepare.mjs');
  const { closedRun, makeAgent, merged, openRun } = await import('./bench/http.mjs');
  const { ADMIN_SCREENS, ENDPOINT, ENDPOINTS, FIXED_COST_PROBES, loadScenario, poolSizes, requestMaker, signIn } =
    await import('./bench/scenario.mjs');
  const { rawRates } = await import('./bench/raw.mjs');
  const { hostileBodies } = await import('./bench/hostile.mjs');
  const { recordStorm } = await import('./bench/record-storm.mjs');
  const { cpuBetween, cpuSnapshot } = await import('./bench/cpu.mjs');
  const { report } = await import('./bench/report.mjs');
  const { startSystem } = await import('./bench/system.mjs');
  const { Redis } = await import('ioredis');

  const DATASETS = datasets({ prefix: process.env.BENCH_DATABASE_PREFIX || 'contentflow_bench', smoke: SMOKE });
  // The smoke run on ports of its own, so that it runs beside a full run or another checkout's tests.
  const base = Number(process.env.BENCH_PORT || 3900);
  const [PORT, SMALL_PORT] = SMOKE && !process.env.BENCH_PORT ? await freePorts(2) : [base, base + 1];
  const ORIGIN = `http://127.0.0.1:${PORT}`;
  const SMALL_ORIGIN = `http://127.0.0.1:${SMALL_PORT}`;
  const TMP = join(ROOT, '.tmp', SMOKE ? 'bench-smoke' : 'bench');
  // Every answer of the smoke run must be the expected one: it ends the run at the first that is not.
  const check = SMOKE ? smokeCheck : () => undefined;
  let phase = 'preparing';

  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl =
    process.env.BENCH_REDIS_URL || `${(process.env.REDIS_URL ?? DEFAULT_REDIS_URL).replace(/\/\d*$/, '')}/11`;
  const problems = await checkServices(serverUrl, redisUrl);
  if (problems.length) fail(problems.join('\n'));
  if (BUILD) ensureBuilt();
  const started = performance.now();

  const hash = await benchPasswordHash();
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    DATA_DIR: join(TMP, 'data'),
    // A thousand accounts sign in from one address, and a few admins send hundreds of requests a
    // minute: limits a person never meets, so raised here. The limiter stays on, so its Redis round
    // trip is in every figure. Tokens live an hour: the run is longer than the default 15 minutes.
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    // One API process unless API_PROCESSES says otherwise: the CPU per request is one process's.
    API_PROCESSES: process.env.API_PROCESSES || '1',
    API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
    SIGN_IN_MAX_FAILS_PER_IP: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
  rmSync(baseEnv.DATA_DIR, { recursive: true, force: true });
  mkdirSync(baseEnv.DATA_DIR, { recursive: true });
  const logFile = join(TMP, 'api.log');
  rmSync(logFile, { force: true });
  const seeded = {};
  const prepare = async ([name, dataset]) =>
    (seeded[name] = await prepareDataset({ pg, serverUrl, dataset, reuse: REUSE, env: baseEnv, hash, log }));
  // The smoke run's tiny datasets side by side (their time is the CLIs' start-up); the full run's one after the other.
  if (SMOKE) await Promise.all(Object.entries(DATASETS).map(prepare));
  else for (const entry of Object.entries(DATASETS)) await prepare(entry);
  const redisPid = await flushRedis(Redis, redisUrl);

  const results = { plan: PLAN, sustained: SUSTAINED, seeded, datasets: DATASETS, startedAt: new Date() };
  // The full dataset's API and workers, and the small dataset's API (no workers: it only serves the
  // list comparison's reads), started side by side.
  const [system, smallSystem] = await Promise.all([
    startSystem(baseEnv, databaseUrl(serverUrl, DATASETS.full.database), ORIGIN, { profileDir: PROFILE, logFile }),
    startSystem(
      { ...baseEnv, PORT: String(SMALL_PORT) },
      databaseUrl(serverUrl, DATASETS.small.database),
      SMALL_ORIGIN,
      { workers: false, logFile },
    ),
  ]);
  const stops = [() => system.stop(), () => smallSystem.stop()];
  const stopAll = () => Promise.all(stops.map((stop) => stop()));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));
  try {
    const fullUrl = databaseUrl(serverUrl, DATASETS.full.database);
    const db = new pg.Client({ connectionString: fullUrl });
    await db.connect();
    stops.push(() => db.end().catch(() => undefined));
    const agent = await makeAgent(ORIGIN);
    phase = 'sign-in';
    const s = await loadScenario(db, PLAN.participants);
    let t0 = performance.now();
    const signedIn = await signIn(agent, ORIGIN, s);
    results.signIn = { accounts: signedIn, seconds: (performance.now() - t0) / 1000 };
    results.participants = {
      clients: s.clients.length,
      designers: s.designers.length,
      admins: s.admins.length,
      orders: s.clients.reduce((n, c) => n + c.orders.length, 0),
    };
    results.poolsBefore = poolSizes(s);
    log(
      `Signed in ${signedIn} accounts in ${results.signIn.seconds.toFixed(0)} s; pools ${JSON.stringify(results.poolsBefore)}.`,
    );
    const smallDb = new pg.Client({ connectionString: databaseUrl(serverUrl, DATASETS.small.database) });
    await smallDb.connect();
    const small = await loadScenario(smallDb, {
      designers: DATASETS.small.designers,
      clients: PLAN.list.clients - 3,
      designerless: 3,
      admins: 1,
    });
    await smallDb.end();
    await signIn(agent, SMALL_ORIGIN, small);

    const pids = { api: system.api.pid, workers: system.workers.pid, redis: redisPid };
    results.memory = { start: residentMemory(pids) };
    const measure = async (label, options) => {
      const before = await cpuSnapshot(pids, db, DATASETS.full.database);
      const run = await openRun({ agent, origin: ORIGIN, ...options });
      check(label, run);
      run.cpu = cpuBetween(before, await cpuSnapshot(pids, db, DATASETS.full.database));
      const mix = merged(run.series).summary(run.seconds);
      log(
        `${label}: offered ${run.rate}/s, answered ${run.answeredRate.toFixed(0)}/s, p50 ${mix.p50.toFixed(1)} ms, p90 ${mix.p90.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms, ` +
          `${mix.errors} errors${run.overloaded ? ', OVERLOADED' : ''}; generator late p99 ${run.lateness.p99.toFixed(1)} ms`,
      );
      // The warm-up's too (its figures are not kept); status 0 is a request the generator gave up on (30 s).
      if (run.unexpected) {
        const first = run.firstUnexpected;
        log(
          `  ${run.unexpected} unexpected answers, the first ${first.method} ${first.path}: ${first.status || 'none within 30 s'} (expected ${first.expected}) ${first.body.slice(0, 120)}`,
        );
      }
      return { ...run, mix };
    };

    // 1.–5. The load phases (all but --costs-only).
    if (!COSTS_ONLY) {
      // 1. The mix at the fixed offered rate, after a warm-up at the same rate.
      phase = 'the mix at the fixed rate';
      log(`Warm-up: the mix at ${PLAN.fixedRate}/s for ${PLAN.warmup} s …`);
      await measure('warm-up', { rate: PLAN.fixedRate, seconds: PLAN.warmup, next: requestMaker(s) });
      s.skipped.clear();
      log(`Measuring the mix at ${PLAN.fixedRate}/s for ${PLAN.measured} s …`);
      results.fixed = await measure('fixed rate', {
        rate: PLAN.fixedRate,
        seconds: PLAN.measured,
        next: requestMaker(s),
      });
      results.fixed.skipped = Object.fromEntries(s.skipped);
      results.poolsAfter = poolSizes(s);
      results.memory.afterFixed = residentMemory(pids);
      log(
        `Resident memory after the ${PLAN.fixedRate}/s phase: API ${mib(results.memory.afterFixed.api)}, workers ${mib(results.memory.afterFixed.workers)} ` +
          `(at the start ${mib(results.memory.start.api)}, ${mib(results.memory.start.workers)}).`,
      );

      // 2. The highest sustained rate: steps up by a quarter until one is not sustained, then one step
      // halfway back. Each step is warmed at its own rate first.
      phase = 'the highest sustained rate';
      const steps = [];
      const sustained = (run) =>
        !run.overloaded &&
        run.mix.errors === 0 &&
        run.answeredRate >= SUSTAINED.minAnsweredShare * run.rate &&
        run.mix.p90 <= SUSTAINED.maxP90Ms;
      const step = async (rate) => {
        s.skipped.clear();
        const run = await measure(`step ${rate}/s`, {
          rate,
          seconds: PLAN.step.measured,
          warmupSeconds: PLAN.step.warmup,
          next: requestMaker(s),
        });
        run.skipped = Object.fromEntries(s.skipped);
        run.ok = sustained(run);
        steps.push(run);
        return run.ok;
      };
      // A bracket search: up by a quarter while sustained, down by a quarter while not, then halving
      // the gap between the highest sustained and the lowest not until it is within a tenth (or the
      // steps run out). Not sustained at the fixed rate: it starts just below the rate that run answered.
      let good = sustained(results.fixed) ? PLAN.fixedRate : null;
      let bad = good ? null : PLAN.fixedRate;
      let rate = good
        ? Math.round(good * PLAN.step.factor)
        : Math.round(Math.min(results.fixed.answeredRate, PLAN.fixedRate / PLAN.step.factor) * 0.9);
      while (steps.length < PLAN.step.max && rate >= 10 && !(good && bad && bad <= good * PLAN.step.precision)) {
        if (await step(rate)) {
          good = rate;
          rate = Math.round(Math.min(good * PLAN.step.factor, bad ? (good + bad) / 2 : Infinity));
        } else {
          bad = rate;
          rate = good ? Math.round((good + bad) / 2) : Math.round(rate / PLAN.step.factor);
        }
      }
      results.steps = steps;
      results.highest = good ?? 0;
      results.atHighest =
        [results.fixed, ...steps].find((run) => run.rate === good && (run === results.fixed || run.ok)) ?? null;

      // 3. The same queries straight on Postgres, at saturation, the API idle.
      phase = 'raw SQL';
      log(`Raw SQL: each endpoint's statements over ${PLAN.raw.connections} connections …`);
      t0 = performance.now();
      results.raw = await rawRates({ pg, url: fullUrl, s, endpoints: ENDPOINTS, ...PLAN.raw, log });
      check('raw SQL', { raw: results.raw });
      log(`Raw SQL took ${((performance.now() - t0) / 1000).toFixed(0)} s.`);

      // 4. The client's order list alone, at 1,000,000 orders and at 10,000, in turns.
      phase = "the client's order list at both sizes";
      const {
        rows: [{ count: orders }],
      } = await db.query('select count(*)::int as count from project');
      results.ordersAtEnd = orders;
      const listSides = {
        full: { state: s, origin: ORIGIN, runs: [] },
        small: { state: small, origin: SMALL_ORIGIN, runs: [] },
      };
      log(`The client's order list alone at ${PLAN.list.rate}/s, ${PLAN.list.rounds} turns on each dataset …`);
      for (let round = 0; round < PLAN.list.rounds; round += 1) {
        for (const [name, side] of Object.entries(listSides)) {
          const subset = { ...side.state, clients: side.state.clients.slice(0, PLAN.list.clients) };
          const run = await openRun({
            agent,
            origin: side.origin,
            rate: PLAN.list.rate,
            seconds: PLAN.list.measured,
            warmupSeconds: PLAN.list.warmup,
            next: requestMaker(subset, [ENDPOINT['client-list']]),
          });
          check(`list, ${name}`, run);
          const summary = merged(run.series).summary(run.seconds);
          log(
            `  list, ${name}: p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, ${summary.errors} errors`,
          );
          side.runs.push(run);
        }
      }
      const combine = (runs) => {
        const all = merged(new Map(runs.map((run, i) => [i, merged(run.series)])));
        const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
        return { mix: all.summary(seconds), seconds };
      };
      results.listFull = combine(listSides.full.runs);
      results.listSmall = combine(listSides.small.runs);

      // 4b. The admin's screens, each alone at a modest rate on the full dataset.
      phase = "the admin's screens";
      results.adminScreens = [];
      log(`The admin's screens, each alone at ${PLAN.admin.rate}/s for ${PLAN.admin.measured} s …`);
      for (const screen of ADMIN_SCREENS) {
        const run = await openRun({
          agent,
          origin: ORIGIN,
          rate: PLAN.admin.rate,
          seconds: PLAN.admin.measured,
          warmupSeconds: PLAN.admin.warmup,
          next: requestMaker(s, [screen]),
        });
        check(screen.key, run);
        const summary = merged(run.series).summary(run.seconds);
        log(
          `  ${screen.key}: p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, ${summary.errors} errors${run.overloaded ? ', OVERLOADED' : ''}`,
        );
        results.adminScreens.push({ label: screen.label, mix: summary, overloaded: run.overloaded });
      }

      // 4c. A storm of approval-record downloads on the full dataset, while another client reads.
      phase = 'the storm of approval records';
      log(
        `A storm of approval records: ${PLAN.storm.downloads} downloads, ${PLAN.storm.atOnce} at a time, while another client reads its order …`,
      );
      results.recordStorm = await recordStorm(agent, ORIGIN, s, PLAN.storm);
      check('record storm', { storm: results.recordStorm });
      log(
        `  bystander p50 ${results.recordStorm.bystander.p50.toFixed(1)} ms, p99 ${results.recordStorm.bystander.p99.toFixed(1)} ms over ${results.recordStorm.bystander.count} reads`,
      );

      // 5. Hostile bodies against the small dataset's API, with nothing else running beside them.
      phase = 'hostile bodies';
      log('Hostile bodies: each sent three times to the public sign-in and sign-up while a poller asks /api/health …');
      results.hostile = await hostileBodies(SMALL_ORIGIN);
      check('hostile bodies', { hostile: results.hostile });
    }

    // 6. (--costs) Each endpoint alone at a low rate: what one request costs each process. The moves
    // go in lifecycle order, so that each finds the orders the one before it moved on.
    if (COSTS) {
      phase = 'each endpoint alone (--costs)';
      results.costs = {};
      const order = ['start', 'final-designs', 'admin-approve', 'admin-reject', 'request-changes', 'approve'];
      const keys = [...ENDPOINTS.map((e) => e.key).filter((k) => !order.includes(k)), ...order].filter(measured);
      log(`Each endpoint alone at ${PLAN.costs.rate}/s …`);
      for (const key of keys) {
        s.skipped.clear();
        if (!SMOKE) await processIdle(system.api.pid);
        const slow = PLAN.costs.slow.includes(key);
        const rate = slow
          ? PLAN.costs.slowRate
          : ENDPOINT[key].label.startsWith('GET')
            ? PLAN.costs.rate
            : PLAN.costs.writeRate;
        const run = await measure(`  ${key} alone`, {
          rate,
          seconds: slow ? PLAN.costs.slowMeasured : PLAN.costs.measured,
          warmupSeconds: PLAN.costs.warmup,
          next: requestMaker(s, [ENDPOINT[key]]),
        });
        const n = run.mix.count;
        results.costs[key] = {
          api: run.cpu.api / n,
          postgres: run.cpu.postgres / n,
          workers: run.cpu.workers / n,
          redis: run.cpu.redis / n,
          generator: run.cpu.generator / n,
          p50: run.mix.p50,
          p99: run.mix.p99,
          skipped: s.skipped.get(key) ?? 0,
        };
      }
    }
    // 6b. (--costs) Each endpoint alone again, served as fast as it comes back (8 at a time): the
    // reads with what every request pays before its own work (FIXED_COST_PROBES), then the moves in
    // lifecycle order, each followed until the workers are done with what it caused. The API's CPU
    // per request without an idle event loop's wake-ups: the figure the targets are judged by.
    if (COSTS) {
      phase = 'each endpoint alone, flat out (--costs)';
      results.flat = {};
      const { concurrency } = PLAN.costs.flat;
      const flatOut = async (endpoint, { warmup, count, workers }) => {
        s.skipped.clear();
        const next = requestMaker(s, [endpoint]);
        if (!SMOKE) await processIdle(system.api.pid);
        if (warmup)
          check(
            `${endpoint.key} flat out (warm-up)`,
            await closedRun({ agent, origin: ORIGIN, concurrency, count: warmup, next }),
          );
        if (!SMOKE) await Promise.all([processIdle(system.api.pid), workers && processIdle(system.workers.pid, 20)]);
        const before = await cpuSnapshot(pids, db, DATASETS.full.database);
        const run = await closedRun({ agent, origin: ORIGIN, concurrency, count, next });
        check(`${endpoint.key} flat out`, run);
        // What the moves caused: counted until the workers have been quiet for half a second.
        if (workers && !SMOKE) await processIdle(system.workers.pid, 20);
        const cpu = cpuBetween(before, await cpuSnapshot(pids, db, DATASETS.full.database));
        const summary = merged(run.series).summary(run.seconds);
        results.flat[endpoint.key] = {
          label: endpoint.label,
          api: cpu.api / count,
          postgres: cpu.postgres / count,
          workers: workers ? cpu.workers / count : null,
          redis: cpu.redis / count,
          rps: count / run.seconds,
          p50: summary.p50,
          p99: summary.p99,
          errors: summary.errors,
          skipped: s.skipped.get(endpoint.key) ?? 0,
        };
        log(
          `  ${endpoint.key} flat out: ${(count / run.seconds).toFixed(0)}/s, API ${(cpu.api / count).toFixed(2)} ms CPU, Postgres ${(cpu.postgres / count).toFixed(2)} ms` +
            `${workers ? `, workers ${(cpu.workers / count).toFixed(2)} ms` : ''}, p99 ${summary.p99.toFixed(1)} ms${s.skipped.get(endpoint.key) ? `, ${s.skipped.get(endpoint.key)} replaced by a read` : ''}`,
        );
      };
      const reads = ENDPOINTS.filter((e) => e.label.startsWith('GET') && !PLAN.costs.slow.includes(e.key));
      log(`Each read alone, ${concurrency} at a time, ${PLAN.costs.flat.count} requests …`);
      for (const endpoint of [...FIXED_COST_PROBES, ...reads].filter((e) => measured(e.key)))
        await flatOut(endpoint, { warmup: PLAN.costs.flat.warmup, count: PLAN.costs.flat.count, workers: false });
      const moves = [
        'comment-post',
        'create',
        'start',
        'final-designs',
        'admin-approve',
        'admin-reject',
        'request-changes',
        'approve',
      ];
      log(`Each move alone, ${concurrency} at a time, ${PLAN.costs.flat.moves} requests, until the workers are done …`);
      // A move takes orders of the status before it: a pool too small for the run is filled first by
      // the move before it (unmeasured, and in turn filled itself when it has too few).
      const feed = async (key, needed) => {
        const [pool, feeder] = FED_BY[key] ?? [];
        const missing = pool ? needed - s.pools[pool].size : 0;
        if (missing <= 0) return;
        await feed(feeder, missing);
        log(`  ${missing} × ${feeder} first (not measured), for the orders ${key} takes`);
        const next = requestMaker(s, [ENDPOINT[feeder]]);
        check(`${feeder} for ${key}`, await closedRun({ agent, origin: ORIGIN, concurrency, count: missing, next }));
      };
      const { moveWarmup, moves: count } = PLAN.costs.flat;
      for (const key of moves.filter(measured)) {
        // A quarter more: request-changes takes only orders with a revision left, and a fed order of
        // a client outside the run's companies goes on to no pool.
        await feed(key, Math.ceil((moveWarmup + count) * 1.25));
        await flatOut(ENDPOINT[key], { warmup: moveWarmup, count, workers: true });
      }
    }
    results.seconds = (performance.now() - started) / 1000;
    await agent.close();

    await stopAll();
    if (PROFILE) {
      // The API writes its profile when it ends.
      const { summarizeProfile } = await import('./bench/profile.mjs');
      results.profile = summarizeProfile(PROFILE);
    }
    phase = 'the report';
    report(results, { writeDocs: WRITE_DOCS, log });
    if (SMOKE) log(`Smoke run passed: every phase answered as expected (${results.seconds.toFixed(0)} s).`);
  } catch (error) {
    await stopAll();
    fail(`The bench failed in the phase «${phase}»: ${error?.stack ?? error}`);
  } finally {
    await stopAll();
  }
}

/** The resident memory (VmRSS, KiB) of the API and the workers now, each with its children (API_PROCESSES); null for a process not found. */
function residentMemory(pids) {
  const vmRss = (pid) => {
    try {
      const own = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) || null;
      return own && childPids(pid).reduce((sum, child) => sum + (vmRss(child) ?? 0), own);
    } catch {
      return null;
    }
  };
  return { api: vmRss(pids.api), workers: vmRss(pids.workers) };
}

/** KiB as whole MiB for the log. */
function mib(kib) {
  return kib ? `${(kib / 1024).toFixed(0)} MiB` : '–';
}

/** Waits (at most a minute) until the process, with its children, used less than `quietMs` of CPU in half a second. */
async function processIdle(pid, quietMs = 50) {
  const { processCpuMs } = await import('./bench/cpu.mjs');
  for (let i = 0; i < 120; i += 1) {
    const before = processCpuMs(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (processCpuMs(pid) - before < quietMs) return;
  }
}

/** Empties the bench's Redis database (queues, request limits, sign-in counters); answers Redis' pid. */
async function flushRedis(Redis, url) {
  const redis = new Redis(url);
  try {
    await redis.flushdb();
    return Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]) || null;
  } finally {
    redis.disconnect();
  }
}
