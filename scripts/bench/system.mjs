// The system under test: the built API and workers, started as `npm start` starts them.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS, fail, ROOT } from '../lib.mjs';

/**
 * Starts the API and (unless `workers` is false) the workers on `url` with `env`; their output (pino's JSON log at the product's
 * default level, info) goes to `logFile` (.tmp/bench/api.log), as a production log would go to a file. Resolves
 * once /api/health answers.
 */
export async function startSystem(
  env,
  url,
  origin,
  { profileDir, workers: withWorkers = true, logFile: LOG_FILE = join(ROOT, '.tmp', 'bench', 'api.log') } = {},
) {
  const logFile = openSync(LOG_FILE, 'a');
  // The API's profile in `profileDir`, the workers' in its `workers` folder.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const workersProfile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, 'workers')}`] : [];
  const childEnv = { ...env, DATABASE_URL: url };
  const stdio = ['ignore', logFile, logFile];
  const api = spawn(process.execPath, [...API_NODE_FLAGS, ...profile, 'dist/backend/src/main.js'], {
    cwd: ROOT,
    env: childEnv,
    stdio,
  });
  const workers = withWorkers
    ? spawn(process.execPath, [...workersProfile, 'dist/workers/src/main.js'], { cwd: ROOT, env: childEnv, stdio })
    : null;
  const stop = () =>
    Promise.all(
      [api, workers].filter(Boolean).map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? null
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
            }),
      ),
    );
  // Three minutes: on a shared two-core machine at a load of 20 and more, Nest's start alone took over one.
  for (let i = 0; i < 720; i += 1) {
    if (api.exitCode !== null || (workers && workers.exitCode !== null)) {
      await stop();
      fail(`the ${api.exitCode !== null ? 'API' : 'workers'} ended while starting; see ${LOG_FILE}`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { api, workers, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  fail(`the API did not start within three minutes; see ${LOG_FILE}`);
}
