// `npm start`: install what is missing, check Postgres and Redis, build, migrate, seed an empty
// database, then run the API (with the built web app) and the workers until Ctrl+C or SIGTERM.
import { spawn } from 'node:child_process';
import {
  API_NODE_FLAGS, checkServices, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureBuilt, ensureInstalled, fail, log, reexecUnderNode22IfNeeded, ROOT, run,
} from './lib.mjs';

const setupOnly = process.argv.includes('--setup-only');

ensureInstalled();
if (!reexecUnderNode22IfNeeded()) await main();

async function main() {
  const env = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    PORT: process.env.PORT ?? '3000',
  };
  const problems = await checkServices(env.DATABASE_URL, env.REDIS_URL);
  if (problems.length) fail(`Cannot start:\n  ${problems.join('\n  ')}`);

  ensureBuilt();
  log('Migrating the database …');
  run(process.execPath, ['dist/backend/src/cli/migrate.js'], { env, label: 'Migration' });
  run(process.execPath, ['dist/backend/src/cli/seed.js'], { env, label: 'Seeding' });
  if (setupOnly) return;

  const children = [
    ['api', spawn(process.execPath, [...API_NODE_FLAGS, 'dist/backend/src/main.js'], { cwd: ROOT, env, stdio: 'inherit' })],
    ['workers', spawn(process.execPath, ['dist/workers/src/main.js'], { cwd: ROOT, env, stdio: 'inherit' })],
  ];
  log(`ContentFlow is starting on http://localhost:${env.PORT} (API docs: /api/docs). Ctrl+C stops it.`);

  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const [, child] of children) if (child.exitCode === null) child.kill('SIGTERM');
    // Whatever has not ended after 15 s is ended hard.
    setTimeout(() => {
      for (const [, child] of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 15_000).unref();
    Promise.all(children.map(([, child]) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r))))).then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
  for (const [name, child] of children) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`The ${name} process ended (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code || 1);
    });
  }
}
