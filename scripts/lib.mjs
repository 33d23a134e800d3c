// Helpers shared by start.mjs, test.mjs and bench.mjs. Plain Node ESM without dependencies, so that
// they run on a fresh clone before `npm ci`, on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NODE22 = join(ROOT, 'node_modules', '.bin', 'node');
const REQUIRED = [22, 17];

/**
 * V8 flags of the API process. A larger young generation (64 MiB semi-spaces instead of V8's
 * default of at most 16) lets the many short-lived objects of each request die in fewer scavenges:
 * about a sixth more orders per second in `npm run bench`, for up to ~150 MiB more memory.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/contentflow';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖\x1b[0m ${message}`);
  process.exit(1);
}

function nodeIsRecentEnough(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major === REQUIRED[0] ? minor >= REQUIRED[1] : major > REQUIRED[0];
}

/** Installs the dependencies when they are missing (a fresh clone): `npm ci` from the lock file. */
export function ensureInstalled() {
  if (existsSync(NODE22) && existsSync(join(ROOT, 'node_modules', '@nestjs', 'core'))) return;
  log('Installing dependencies (npm ci), this takes a minute on a fresh clone …');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('npm ci failed; see the output above.');
}

/**
 * Runs this script again under the project's Node 22 (the `node` package from the npm registry)
 * when the machine's Node is older. Returns true when the caller should stop (the child ran).
 */
export function reexecUnderNode22IfNeeded() {
  if (nodeIsRecentEnough()) return false;
  if (!existsSync(NODE22))
    fail(`Node ${REQUIRED.join('.')} or newer is needed and node_modules/.bin/node is missing; run npm ci.`);
  const child = spawn(NODE22, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(NODE22)}:${process.env.PATH}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

/** Runs a command to completion with the project's binaries on PATH; stops everything on failure. */
export function run(command, args, { env = process.env, label = `${command} ${args.join(' ')}`, onFailure } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${env.PATH}` },
  });
  if (result.status !== 0) {
    onFailure?.();
    fail(`${label} failed.`);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the API, the workers and the web app when a source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const server = ['backend/src', 'workers/src', 'migrations', 'tsconfig.json', 'tsconfig.build.json'].map((p) =>
    join(ROOT, p),
  );
  const web = [
    'frontend/src',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/public',
    'frontend/package.json',
    'scripts/prerender-web.mjs',
    'scripts/compress-web.mjs',
  ].map((p) => join(ROOT, p));
  const serverBuilt = newestMtime(join(ROOT, 'dist', 'workers', 'src', 'main.js'));
  // Written by the web build's prerender step, after Vite's (which empties dist/ first).
  const webBuilt = newestMtime(join(ROOT, 'frontend', 'dist', 'prerendered', 'pages.json'));
  if (force || !serverBuilt || Math.max(...server.map(newestMtime)) > serverBuilt) {
    log('Building the API and the workers …');
    // One compilation emits both: tsconfig.build.json holds backend/src, workers/src and migrations
    // (a second `nest build workers` compiled and type-checked the same program again).
    run('nest', ['build', 'backend']);
  }
  if (force || !webBuilt || Math.max(...web.map(newestMtime)) > webBuilt) {
    log('Building the web app …');
    run('npm', ['run', 'build', '-w', 'frontend']);
  }
}

/** Answers within seconds whether Postgres and Redis take connections; says how to start a missing one. */
export async function checkServices(databaseUrl, redisUrl) {
  const { default: pg } = await import('pg');
  const { Redis } = await import('ioredis');
  const problems = [];

  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${new URL(databaseUrl).host} (DATABASE_URL): ${error.message}\n` +
        '    Start it with your system service (e.g. `pg_ctlcluster <version> main start`), or\n' +
        '    `POSTGRES_PASSWORD=… docker compose up -d postgres` with DATABASE_URL pointing at it,\n' +
        '    or point DATABASE_URL at a running server.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    problems.push(
      `Redis is not reachable at ${new URL(redisUrl).host} (REDIS_URL): ${error.message}\n` +
        '    Start it with `docker compose up -d redis`, or `redis-server --daemonize yes`,\n' +
        '    or point REDIS_URL at a running server.',
    );
  } finally {
    redis.disconnect();
  }
  return problems;
}
