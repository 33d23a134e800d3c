import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { dropDatabase, flushRedisDatabase } from '../scripts/test-stores.mjs';
import { startS3StandIn } from '../scripts/s3-stand-in.mjs';
import { startOpenAiStandIn } from './openai-stand-in.mjs';
import { startSocialStandIn } from '../scripts/social-stand-in.mjs';

const ROOT = resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// Two minutes: on a shared two-core machine at a load of 20 and more the API's start alone took over 30 s.
async function waitForHealth(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the built product (API with the web app, and the workers) on a fresh database of its own,
 * migrated and seeded with the demo data exactly as `npm start` does, its AI pointed at a local
 * server in the OpenAI wire format (openai-stand-in.mjs) and its files in an S3-compatible store
 * (scripts/s3-stand-in.mjs): the browser tests load every image, video, ZIP and record through
 * presigned URLs of a bucket, as a scaled installation does. The social networks it publishes to
 * are a local stand-in of their APIs and consent pages (scripts/social-stand-in.mjs). The local driver has the backend's
 * tests (both drivers) and the `npm start` tests; E2E_STORAGE=local runs the browser tests on it.
 */
export default async function globalSetup() {
  if (
    !existsSync(resolve(ROOT, 'dist/backend/src/main.js')) ||
    !existsSync(resolve(ROOT, 'frontend/dist/index.html'))
  ) {
    throw new Error('The browser tests need the build: run them through `npm test` (or `npm run build` first).');
  }
  const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e';
  const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/10';
  await dropDatabase(databaseUrl);
  await flushRedisDatabase(redisUrl);
  // The tokens the test files share (browser.ts tokenOf) were made on an earlier run's product.
  rmSync(resolve(ROOT, '.tmp/e2e-tokens'), { recursive: true, force: true });

  const port = await freePort();
  // The AI runs its real client path against a local server in OpenAI's wire format.
  const openAi = await startOpenAiStandIn();
  globalThis.__E2E_OPENAI__ = openAi.server;
  const s3 = process.env.E2E_STORAGE === 'local' ? null : await startS3StandIn();
  globalThis.__E2E_S3__ = s3;
  // The social networks (Meta's Graph, LinkedIn, TikTok) with their consent pages, in their wire formats.
  const social = await startSocialStandIn();
  globalThis.__E2E_SOCIAL__ = social;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Passkeys need a host name as relying party (browsers refuse IP addresses): the passkey tests
    // open the product as http://localhost:<port>, every other test as E2E_BASE_URL (127.0.0.1).
    APP_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: resolve(ROOT, '.tmp/e2e-data'),
    OPENAI_API_KEY: 'sk-e2e-stand-in',
    OPENAI_BASE_URL: openAi.baseUrl,
    OPENAI_MODEL: 'e2e-model',
    // A message left unread goes out by e-mail after a few seconds, not 15 minutes (messages.e2e.ts).
    MESSAGE_MAIL_DELAY_SECONDS: '3',
    // Cheap password hashes: every test signs accounts in (docs/security.md; the real default is 64 MiB, 3 passes).
    PASSWORD_HASH_MEMORY_KIB: '4096',
    PASSWORD_HASH_TIME_COST: '1',
    // Every browser test signs its own people up from one address (127.0.0.1); the limit of 10 an
    // hour is the product's default and has its own test (backend/test), the suite needs more.
    SIGN_UP_LIMIT_PER_HOUR: '100',
    ...s3?.env,
    ...social.env,
  };
  for (const script of ['dist/backend/src/cli/migrate.js', 'dist/backend/src/cli/seed.js']) {
    const result = spawnSync(process.execPath, [script], { cwd: ROOT, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${script} failed`);
  }
  const api = spawn(process.execPath, ['dist/backend/src/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const workers = spawn(process.execPath, ['dist/workers/src/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, api);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  globalThis.__E2E_PROCESSES__ = [api, workers];
}
