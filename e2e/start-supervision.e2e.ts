import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** `npm start`'s script on the browser tests' database and Redis (as one more replica beside their product), on a port of its own. */
function startScript(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-supervised-'));
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e',
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/10',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // One API process: what is supervised here is the workers' process; several API processes on
    // one port are start-script.e2e.ts's (npm start's default), and each costs a boot on two cores.
    API_PROCESSES: '1',
    ...env,
  };
  for (const name of ['HOST', 'NODE_ENV', 'METRICS_PORT', 'WORKERS_METRICS_PORT'])
    if (!(name in env)) delete merged[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const cleanUp = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, exited, output: () => output, cleanUp };
}

function listen(): Promise<Server> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => done(server));
  });
}

async function freePort(): Promise<number> {
  const server = await listen();
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Polls until `probe` answers something, for up to a minute (a start builds nothing here, but migrates and boots two processes). */
async function eventually<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  output: () => string,
): Promise<T> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no ${what}; the script said:\n${output()}`);
}

const pidsOf = (output: string, name: string) =>
  [...output.matchAll(new RegExp(`The ${name} process started \\(pid (\\d+)\\)`, 'g'))].map((match) =>
    Number(match[1]),
  );
const count = (output: string, text: string) => output.split(text).length - 1;

describe('npm start keeps the product running', () => {
  it('starts a killed workers process again, says so, and the API answers throughout', async () => {
    const port = await freePort();
    const run = startScript({ PORT: String(port) });
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (answer) => answer.status === 200,
        () => false,
      );
    try {
      await eventually('ready API', ready, run.output);
      await eventually('workers ready', () => count(run.output(), 'Workers ready') === 1, run.output);
      const [first] = pidsOf(run.output(), 'workers');

      process.kill(first, 'SIGKILL');
      await eventually(
        'the restart',
        () => /The workers process ended \(SIGKILL\) after [\d.]+ s; starting it again in 1 s\./.test(run.output()),
        run.output,
      );
      expect(await ready()).toBe(true);
      await eventually('workers ready again', () => count(run.output(), 'Workers ready') === 2, run.output);
      const pids = pidsOf(run.output(), 'workers');
      expect(pids).toHaveLength(2);
      expect(pids[1]).not.toBe(first);
      expect(pidsOf(run.output(), 'api')).toHaveLength(1);
      expect(await ready()).toBe(true);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.cleanUp();
    }
  }, 150_000);

  it('stops with a clear message when a process keeps failing at its start', async () => {
    // The workers' metrics port is taken: the workers cannot start (the API can). The first pause
    // is 100 ms instead of the default second (START_RESTART_FIRST_MS): the doubling is the same.
    const taken = await listen();
    const run = startScript({
      PORT: String(await freePort()),
      WORKERS_METRICS_PORT: String((taken.address() as { port: number }).port),
      START_RESTART_FIRST_MS: '100',
    });
    try {
      expect(await run.exited).toBe(1);
      const output = run.output();
      expect(output).toMatch(
        /The workers process ended 5 times in a row within 20 s of its start \(last: exit code 1\); stopping ContentFlow\. Its output above says why\./,
      );
      // At least four restarts before, with pauses doubling from the first (a start slower than
      // 20 s on a busy machine would not count as a failure at start, and the count begins anew).
      const pausesMs = [
        ...output.matchAll(
          /The workers process ended \(exit code 1\) after [\d.]+ s; starting it again in ([\d.]+) s\./g,
        ),
      ].map((match) => Math.round(Number(match[1]) * 1000));
      expect(pausesMs.length).toBeGreaterThanOrEqual(4);
      expect(pausesMs).toEqual(pausesMs.map((_, index) => Math.min(100 * 2 ** index, 30_000)));
      expect(pidsOf(output, 'api')).toHaveLength(1);
      expect(output).toContain('EADDRINUSE');
    } finally {
      run.cleanUp();
      await new Promise((done) => taken.close(done));
    }
  }, 150_000);
});
