// `npm run bench`: create-order (the whole HTTP stack and its transaction) and the client's order
// list (a page of 10) under concurrent load, beside the raw rate of the same insert transaction
// straight on Postgres. Runs against its own database with 100,000 orders; writes the figures to
// docs/benchmarks.md. Loopback only; every loop is bounded in count.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_NODE_FLAGS, checkServices, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureBuilt, ensureInstalled, fail, log, reexecUnderNode22IfNeeded, ROOT, run,
} from './lib.mjs';

const CONNECTIONS = 32;
const CREATE_REQUESTS = Number(process.env.BENCH_CREATE_REQUESTS ?? 10000);
// Each workload first runs this many requests unmeasured: the JIT compiles the hot paths, the pool
// connects and prepares its statements, as in a server that has been up for a while.
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 8000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 40000);
const SEED_ORDERS = 100_000;
const CLIENTS = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3900);

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const { default: pg } = await import('pg');
  const { default: autocannon } = await import('autocannon');
  const server = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  server.pathname = '/contentflow_bench';
  const databaseUrl = server.toString();
  const redisUrl = `${(process.env.REDIS_URL ?? DEFAULT_REDIS_URL).replace(/\/\d+$/, '')}/11`;
  const problems = await checkServices(databaseUrl, redisUrl);
  if (problems.length) fail(problems.join('\n'));
  ensureBuilt();

  log('Preparing the bench database (100,000 orders) …');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query('drop database if exists contentflow_bench with (force)');
  await admin.end();
  // The bench is one script hammering the API with a few accounts: exactly what the per-account
  // request limit stops (600 a minute). It stays on, so its Redis round trip is in the figures,
  // with a budget the bench cannot reach.
  const env = { ...process.env, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATA_DIR: join(ROOT, '.tmp', 'bench-data'), API_RATE_LIMIT_PER_MINUTE: '100000000' };
  run(process.execPath, ['dist/backend/src/cli/migrate.js'], { env, label: 'migrate' });
  run(process.execPath, ['dist/backend/src/cli/seed.js'], { env, label: 'seed' });

  const db = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const { rows: [plan] } = await db.query(
    `insert into plan (id, name, price, price_display, description, post_limit, carousel_limit, reel_limit, features, is_recommended, cta_label, created_at)
     values (gen_random_uuid(), 'Bench', 1, 'CHF 1.00', '', 1000000, 1000000, 1000000, '[]', false, 'Plan wählen', now()) returning id`,
  );
  const designerId = randomUUID();
  await db.query(`insert into account (id, email, password_hash, name, created_at, updated_at) values ($1, 'designer@bench.local', 'x', 'Bench Designer', now(), now())`, [designerId]);
  await db.query(`insert into user_role (id, user_id, role, created_at) values (gen_random_uuid(), $1, 'designer', now())`, [designerId]);
  // Clients: the first one signs in through the API (a real argon2 hash), the others are rows.
  await db.query(
    `with c as (select gen_random_uuid() as id, g from generate_series(1, $1) g)
     , a as (insert into account (id, email, password_hash, name, created_at, updated_at)
             select id, 'client' || g || '@bench.local', 'x', 'Bench Kunde ' || g, now(), now() from c returning id)
     , r as (insert into user_role (id, user_id, role, created_at) select gen_random_uuid(), id, 'client', now() from a)
     , p as (insert into profile (id, status, created_at) select id, 'active', now() from a)
     , l as (insert into client_designer (client_id, designer_id, assigned_at) select id, $2, now() from a)
     insert into subscription (id, user_id, plan_id, status, current_period_start, current_period_end, created_at, updated_at)
     select gen_random_uuid(), id, $3, 'active', now(), now() + interval '1 month', now(), now() from a`,
    [CLIENTS, designerId, plan.id],
  );
  await db.query(
    `insert into project (id, client_id, designer_id, title, description, content_type, status, target_platforms, image_urls, review_count, max_reviews, created_at, updated_at)
     select gen_random_uuid(), c.id, $1, 'Auftrag ' || g, 'Inhalt', (array['post','carousel','reel'])[1 + g % 3], (array['new','in_progress','admin_review','review','completed'])[1 + g % 5],
            '[]', '[]', 0, 2, now() - (g || ' seconds')::interval, now()
       from generate_series(1, $2) g
       join lateral (select id from account where email = 'client' || (1 + g % $3) || '@bench.local') c on true`,
    [designerId, SEED_ORDERS, CLIENTS],
  );
  // The quota counters of those orders, as CreateProject would have kept them.
  await db.query(
    `insert into content_usage (client_id, month, content_type, used)
     select client_id, date_trunc('month', created_at at time zone 'Europe/Zurich')::date, content_type, count(*) from project group by 1, 2, 3`,
  );
  // As autovacuum would have by now: statistics, and the visibility map for index-only counts.
  await db.query('vacuum analyze');
  const { rows: clients } = await db.query(`select id from account where email like 'client%@bench.local' order by email limit $1`, [CONNECTIONS]);

  const clientIds = clients.map((c) => c.id);

  log('Starting the API …');
  // BENCH_PROFILE=dir writes a CPU profile of the API to that folder (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const api = spawn(process.execPath, [...API_NODE_FLAGS, ...profile, 'dist/backend/src/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}`);
    // Sign the bench clients in: a password hash for each, then a real sign-in.
    const tokens = [];
    for (const [index, client] of clients.entries()) {
      const email = `bench-login-${index}@bench.local`;
      await db.query(`update account set email = $1 where id = $2`, [email, client.id]);
      const hash = await hashPassword('bench-password');
      await db.query(`update account set password_hash = $1 where id = $2`, [hash, client.id]);
      const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) });
      tokens.push((await response.json()).accessToken);
    }

    // Each connection is one client ordering again and again; the request is built once per connection.
    let connection = 0;
    const createOrders = {
      url: `http://127.0.0.1:${PORT}/api/projects`,
      connections: CONNECTIONS,
      amount: CREATE_REQUESTS,
      method: 'POST',
      body: JSON.stringify({ title: 'Bench-Auftrag', description: 'Inhalt', contentType: 'post' }),
      setupClient: (client) => {
        client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[connection++ % tokens.length]}` });
      },
    };
    log('Warming up the raw statement and create-order …');
    await rawInsertRate(db, clientIds, WARMUP_REQUESTS);
    await measure(autocannon, { ...createOrders, amount: WARMUP_REQUESTS }, 201);
    // Raw and create-order take turns, so that both meet the machine in the same moods; the
    // figures are the medians of the rounds.
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(`Round ${round} of ${ROUNDS}: ${CREATE_REQUESTS} raw inserts, then ${CREATE_REQUESTS} create-order requests over ${CONNECTIONS} connections …`);
      const raw = await rawInsertRate(db, clientIds, CREATE_REQUESTS);
      const create = await measure(autocannon, createOrders, 201);
      rounds.push({ raw, create, ratio: create.rps / raw.rps });
    }
    const raw = medianOf(rounds.map((r) => r.raw));
    const create = medianOf(rounds.map((r) => r.create));
    create.ratio = median(rounds.map((r) => r.ratio));

    // BENCH_SKIP_LIST (for profiling create): print the figures, leave docs/benchmarks.md alone.
    if (process.env.BENCH_SKIP_LIST) return console.log({ rounds, raw, create });
    log(`order list: ${ROUNDS} rounds of ${LIST_REQUESTS} requests over ${CONNECTIONS} connections …`);
    const listPage = {
      url: `http://127.0.0.1:${PORT}/api/projects?page=1&pageSize=10`,
      connections: CONNECTIONS,
      amount: LIST_REQUESTS,
      headers: { authorization: `Bearer ${tokens[0]}` },
    };
    await measure(autocannon, { ...listPage, amount: WARMUP_REQUESTS }, 200);
    const listRounds = [];
    for (let round = 0; round < ROUNDS; round += 1) listRounds.push(await measure(autocannon, listPage, 200));
    const list = medianOf(listRounds);

    // The same list once more with the in-memory list cache off: every request reads Postgres.
    api.kill('SIGINT');
    await new Promise((r) => api.once('exit', r));
    const uncachedApi = spawn(process.execPath, [...API_NODE_FLAGS, 'dist/backend/src/main.js'], { cwd: ROOT, env: { ...env, LIST_CACHE: 'false' }, stdio: ['ignore', 'inherit', 'inherit'] });
    let listUncached;
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}`);
      log('order list with the cache off …');
      listUncached = await load(autocannon, {
        url: `http://127.0.0.1:${PORT}/api/projects?page=1&pageSize=10`,
        connections: CONNECTIONS,
        amount: Math.min(LIST_REQUESTS, 20000),
        headers: { authorization: `Bearer ${tokens[0]}` },
      }, 200);
    } finally {
      uncachedApi.kill('SIGINT');
    }
    const { rows: [{ count }] } = await db.query('select count(*) from project');
    report({ raw, create, rounds, list, listRounds, listUncached, orders: Number(count) });
  } finally {
    if (api.exitCode === null) api.kill('SIGINT');
    await db.end();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Each figure's median over the rounds. */
function medianOf(results) {
  return { rps: median(results.map((r) => r.rps)), p50: median(results.map((r) => r.p50)), p99: median(results.map((r) => r.p99)), total: results[0].total };
}

async function hashPassword(password) {
  const argon2 = await import('argon2');
  return argon2.hash(password, { type: argon2.argon2id });
}

async function waitForHealth(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail('the API did not start');
}

async function load(autocannon, options, expectedStatus) {
  await measure(autocannon, { ...options, amount: WARMUP_REQUESTS }, expectedStatus);
  return measure(autocannon, options, expectedStatus);
}

/**
 * One autocannon run. Its own duration ends at the next whole-second tick after the last answer, so
 * the rate is taken from the clock here: first request sent to last answer received.
 */
function measure(autocannon, options, expectedStatus) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    const run = autocannon(options, (error, result) => {
      if (error) return reject(error);
      const wrong = result.non2xx + result.errors;
      if (wrong) return reject(new Error(`${wrong} requests did not answer ${expectedStatus}`));
      const seconds = (lastAnswer - started) / 1000;
      resolve({ rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total });
    });
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

/** The statement CreateProject runs (imported from the build), straight on Postgres, prepared the same way. */
async function rawInsertRate(pool, clientIds, amount) {
  const { CREATE_ORDER, CREATE_ORDER_STATEMENT, createOrderParameters } = await import(join(ROOT, 'dist/backend/src/projects/commands/create-project/create-project.sql.js'));
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(clientIds.map(async () => {
    while (next < amount) {
      const index = next++;
      const clientId = clientIds[index % clientIds.length];
      const t0 = performance.now();
      const { parameters } = createOrderParameters({
        clientId, actorId: clientId,
        briefing: {
          title: 'Roh', description: 'Inhalt', contentType: 'post', contentDescription: null, platform: null, targetPlatforms: [],
          contentGoal: null, hook: null, cta: null, visualIdea: null, slideIdeas: null, specialNotes: null, hashtags: null,
          generatedCaption: null, generatedCta: null,
        },
      });
      const { rows: [row] } = await pool.query({ name: CREATE_ORDER_STATEMENT, text: CREATE_ORDER, values: parameters });
      if (!row?.id) throw new Error('raw insert refused by the quota');
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: amount / seconds, p50: at(0.5), p99: at(0.99), total: amount };
}

function report({ raw, create, rounds, list, listRounds, listUncached, orders }) {
  const fmt = (n) => n.toFixed(n < 10 ? 2 : 0);
  const rows = [
    ['raw insert transaction (pg)', raw, 1],
    ['POST /api/projects (create-order)', create, create.ratio],
    ['GET /api/projects page of 10 (list)', list, null],
    ...(listUncached ? [['same list, cache off (LIST_CACHE=false)', listUncached, null]] : []),
  ];
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
  const table = [
    '| workload | requests/s | p50 ms | p99 ms | ratio to raw |',
    '|---|---|---|---|---|',
    ...rows.map(([name, r, ratio]) => `| ${name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${ratio === null ? '–' : ratio.toFixed(2)} |`),
  ].join('\n');
  const perRound = rounds
    .map((r, i) => `round ${i + 1}: raw ${fmt(r.raw.rps)}/s, create-order ${fmt(r.create.rps)}/s (p99 ${fmt(r.create.p99)} ms), ratio ${r.ratio.toFixed(2)}`)
    .join('; ');
  const listPerRound = listRounds.map((r) => `${fmt(r.rps)}/s (p99 ${fmt(r.p99)} ms)`).join(', ');
  const note = `Raw and create-order: medians of ${rounds.length} alternating rounds of ${raw.total} requests each (${perRound}). `
    + `List: median of ${listRounds.length} rounds of ${list.total} requests (${listPerRound}).`;
  console.log(`\n${table}\n\n${note}\n${orders} orders in the database; ${CONNECTIONS} connections; ${machine}`);
  const targets = [
    ['create-order ≥ 0.5 × raw rate', create.ratio >= 0.5],
    ['create-order p99 < 50 ms', create.p99 < 50],
    ['list > 5,000 requests/s', list.rps > 5000],
    ['list p99 < 30 ms', list.p99 < 30],
  ];
  console.log(targets.map(([name, ok]) => `${ok ? '✔' : '✖'} ${name}`).join('\n'));
  const doc = join(ROOT, 'docs', 'benchmarks.md');
  const previous = (() => {
    try {
      return readFileSync(doc, 'utf8').split('\n## Latest run')[0];
    } catch {
      return '# Benchmarks\n\n`npm run bench` measures the targets of the order lifecycle issue. The load generator\n(autocannon) runs on the same machine as the API and Postgres, so it competes for the same cores.\n';
    }
  })();
  writeFileSync(doc, `${previous.trimEnd()}\n\n## Latest run (${new Date().toISOString().slice(0, 10)})\n\nMachine: ${machine}. Database: ${orders} orders.\n\n${table}\n\n${note}\n\n${targets.map(([name, ok]) => `- ${ok ? 'met' : 'missed'}: ${name}`).join('\n')}\n`);
  log(`Wrote ${doc}`);
}
