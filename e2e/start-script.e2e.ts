import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

function startScript(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe('npm start', () => {
  it.each([
    ['PostgreSQL', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/contentflow' }, /PostgreSQL is not reachable at 127\.0\.0\.1:1 \(DATABASE_URL\)[^]*docker compose up -d postgres/],
    ['Redis', { REDIS_URL: 'redis://127.0.0.1:1' }, /Redis is not reachable at 127\.0\.0\.1:1 \(REDIS_URL\)[^]*redis-server/],
  ])('stops within seconds, saying how to start %s when it is unreachable', async (_, env, message) => {
    const started = Date.now();
    const run = startScript(env);
    expect(await run.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.output()).toMatch(message);
  });

  it('runs API and workers on PORT and stops both on SIGTERM', async () => {
    const port = await freePort();
    const databaseUrl = (process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e');
    const run = startScript({ PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: 'redis://127.0.0.1:6379/10', LOG_LEVEL: 'info' });
    try {
      let healthy = false;
      for (let i = 0; i < 120 && !healthy; i += 1) {
        await new Promise((r) => setTimeout(r, 500));
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      }
      expect(healthy).toBe(true);
      const page = await fetch(`http://127.0.0.1:${port}/client/projects`);
      expect(page.headers.get('content-type')).toContain('text/html');
      for (let i = 0; i < 40 && !run.output().includes('Workers ready'); i += 1) await new Promise((r) => setTimeout(r, 250));
      expect(run.output()).toContain('Workers ready');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  });
});
