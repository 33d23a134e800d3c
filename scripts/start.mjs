// `npm start`: install what is missing, check Postgres and Redis, build, migrate, seed an empty
// database, then run the API (with the built web app) and the workers until Ctrl+C or SIGTERM,
// starting a process that dies again (with a growing pause; see supervise below).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import {
  API_NODE_FLAGS,
  checkServices,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  ensureBuilt,
  ensureInstalled,
  fail,
  log,
  reexecUnderNode22IfNeeded,
  ROOT,
  run,
} from './lib.mjs';

const setupOnly = process.argv.includes('--setup-only');

async function main() {
  const env = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    PORT: process.env.PORT ?? '3000',
    // The API's processes on the one port (backend/src/api-processes.ts): the machine's cores, at most 4.
    API_PROCESSES: process.env.API_PROCESSES || String(Math.min(availableParallelism(), 4)),
  };
  const problems = await checkServices(env.DATABASE_URL, env.REDIS_URL);
  if (problems.length) fail(`Cannot start:\n  ${problems.join('\n  ')}`);

  ensureBuilt();
  log('Migrating the database …');
  run(process.execPath, ['dist/backend/src/cli/migrate.js'], { env, label: 'Migration' });
  run(process.execPath, ['dist/backend/src/cli/seed.js'], { env, label: 'Seeding' });
  if (setupOnly) return;

  supervise('api', [...API_NODE_FLAGS, 'dist/backend/src/main.js'], env);
  supervise('workers', ['dist/workers/src/main.js'], env);
  log(`ContentFlow is starting on http://localhost:${env.PORT} (API docs: /api/docs). Ctrl+C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
}

// A child that dies is started again after a pause that doubles from RESTART_FIRST_MS up to
// RESTART_MOST_MS, and starts over at the first pause once a run lasted STABLE_MS. A child that
// ends within STARTUP_MS of its start MAX_STARTUP_FAILURES times in a row stops the product: it
// cannot start (a wrong setting, a port in use), and restarting it would only fill the log.
// START_RESTART_FIRST_MS sets the first pause (the supervision's browser test: 100 ms, not 15 s of pauses).
const RESTART_FIRST_MS = restartFirstMs(process.env.START_RESTART_FIRST_MS);
const RESTART_MOST_MS = 30_000;
const STABLE_MS = 60_000;
const STARTUP_MS = 20_000;
const MAX_STARTUP_FAILURES = 5;
// On Ctrl+C or SIGTERM, whatever has not ended after this long is ended hard.
const KILL_AFTER_MS = 15_000;

/** The first pause before a restart: 1 s, or START_RESTART_FIRST_MS (whole milliseconds, 1 to 30000). */
function restartFirstMs(value) {
  if (value === undefined || value === '') return 1000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 30_000)
    fail(`START_RESTART_FIRST_MS must be whole milliseconds from 1 to 30000, not "${value}".`);
  return ms;
}

let stopping = false;
/** Every supervised child process. */
const supervisedProcesses = [];

/** Runs one child process of the product and starts it again whenever it ends, until the product stops. */
function supervise(name, args, env) {
  const supervised = { name, child: null, timer: null, pause: RESTART_FIRST_MS, startupFailures: 0 };
  const launch = () => {
    supervised.timer = null;
    const startedAt = Date.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
    supervised.child = child;
    log(`The ${name} process started (pid ${child.pid}).`);
    child.on('error', (error) => console.error(`The ${name} process could not be run: ${error.message}`));
    child.on('exit', (code, signal) => {
      supervised.child = null;
      if (stopping) return;
      const ran = Date.now() - startedAt;
      const how = signal ?? `exit code ${code}`;
      supervised.startupFailures = ran < STARTUP_MS ? supervised.startupFailures + 1 : 0;
      if (ran >= STABLE_MS) supervised.pause = RESTART_FIRST_MS;
      if (supervised.startupFailures >= MAX_STARTUP_FAILURES) {
        console.error(
          `\x1b[31m✖\x1b[0m The ${name} process ended ${MAX_STARTUP_FAILURES} times in a row within ${STARTUP_MS / 1000} s of its start (last: ${how}); ` +
            'stopping ContentFlow. Its output above says why.',
        );
        stop(1);
        return;
      }
      console.error(
        `The ${name} process ended (${how}) after ${(ran / 1000).toFixed(1)} s; starting it again in ${supervised.pause / 1000} s.`,
      );
      supervised.timer = setTimeout(launch, supervised.pause);
      supervised.pause = Math.min(supervised.pause * 2, RESTART_MOST_MS);
    });
  };
  supervisedProcesses.push(supervised);
  launch();
}

/** Stops the product: no more restarts, SIGTERM to every child, SIGKILL to those still running after KILL_AFTER_MS. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const supervised of supervisedProcesses) if (supervised.timer) clearTimeout(supervised.timer);
  const running = supervisedProcesses
    .map((supervised) => supervised.child)
    .filter((child) => child && child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, KILL_AFTER_MS).unref();
  Promise.all(running.map((child) => new Promise((done) => child.once('exit', done)))).then(() => process.exit(code));
}

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();
