import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Job, Queue } from 'bullmq';
import pg from 'pg';
import { startS3StandIn, type S3StandIn } from '../scripts/s3-stand-in.mjs';
import { dropDatabase } from '../scripts/test-stores.mjs';
import { PrivateRedis } from '../backend/test/private-redis.js';
import { SmtpStandIn } from '../backend/test/smtp-stand-in.js';
import { waitUntil } from '../backend/test/wait-until.js';
import { DEMO, PNG, solidPng, uniqueEmail } from './browser.js';

const ROOT = resolve(import.meta.dirname, '..');
/** A database of this file's own, beside the shared product's (its name plus `_scale`). */
const DATABASE_URL = (process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e').replace(
  /\/([^/]*)$/,
  '/$1_scale',
);
/** Sign-ups one address may make an hour, counted in Redis: the limit the two APIs must share. */
const SIGN_UP_LIMIT = 4;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** A built process of the product, with what it wrote to stdout (the workers' JSON log lines). */
interface Running {
  child: ChildProcess;
  log: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** An API process on a port of its own. */
interface Api extends Running {
  url: string;
  port: number;
}

async function call<T>(
  api: Api,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${api.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  };
}

async function tokenOf(api: Api, account: { email: string; password: string }): Promise<string> {
  const { status, body } = await call<{ accessToken: string }>(api, '/auth/sign-in', { method: 'POST', body: account });
  expect(status).toBe(200);
  return body.accessToken;
}

/** The notification stream of an account, open on one API: the events as they arrive. */
async function openStream(api: Api, token: string): Promise<{ events: string[]; close: () => void }> {
  const session = await fetch(`${api.url}/api/notifications/stream-session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(session.status).toBe(204);
  const cookie = session.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const abort = new AbortController();
  const response = await fetch(`${api.url}/api/notifications/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        const parts = buffered.split('\n\n');
        buffered = parts.pop() ?? '';
        events.push(...parts);
      }
    } catch {
      // closed by the test
    }
  })();
  await waitUntil('the stream to be ready', () => events.some((event) => event.startsWith('event: ready')));
  return { events, close: () => abort.abort() };
}

/**
 * The scaled-out product: two API processes and two workers processes on one Postgres, one Redis,
 * one SMTP server and one S3-compatible bucket (scripts/s3-stand-in.mjs), each process with a data
 * folder of its own, as several machines behind a proxy would run it. Every
 * request picks its API on purpose (A or B), as a load balancer without sticky sessions would.
 * The processes start once for the file; the last tests stop some of them (SIGKILL, SIGTERM).
 */
describe('several API and workers processes on one Postgres, Redis and S3 bucket', () => {
  const smtp = new SmtpStandIn();
  let redis: PrivateRedis;
  let s3: S3StandIn;
  /** Each process has a data folder of its own (temporary upload files only): no disk is shared. */
  const dataDirs: string[] = [];
  let env: NodeJS.ProcessEnv;
  let email: Queue;
  let apiA: Api;
  let apiB: Api;
  const workers: Running[] = [];
  const all: Running[] = [];

  const spawnProcess = (main: string, extra: NodeJS.ProcessEnv = {}): Running => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir, ...extra },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const log: string[] = [];
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      log.push(...lines);
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const running = { child, log, exited };
    all.push(running);
    return running;
  };
  const startApi = async (): Promise<Api> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    return { ...spawnProcess('dist/backend/src/main.js', { PORT: String(port) }), url, port };
  };
  const startWorkers = (): Running => {
    const running = spawnProcess('dist/workers/src/main.js');
    workers.push(running);
    return running;
  };
  /** True while the process runs; throws with its log once it has ended. */
  const alive = (running: Running) => {
    if (running.child.exitCode === null && running.child.signalCode === null) return true;
    throw new Error(
      `${running.child.spawnargs.join(' ')} ended (${running.child.exitCode ?? running.child.signalCode}):\n${running.log.join('\n')}`,
    );
  };
  const logged = (running: Running, message: string) => running.log.some((line) => line.includes(`"msg":"${message}`));
  const workerNamed = (name: string | undefined) =>
    workers.find((running) => name === `${hostname()}:${running.child.pid}`);

  /** The `email.deliver` job of an order's mails, once a worker has taken it. */
  const activeMailJob = async (projectId: string) =>
    (await email.getActive()).find((job) => JSON.stringify(job.data).includes(projectId));

  const order = async (api: Api, token: string, title: string) => {
    const created = await call<{ id: string }>(api, '/projects', {
      method: 'POST',
      token,
      body: { title, description: 'Skalierungs-Test', contentType: 'post' },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  beforeAll(async () => {
    await dropDatabase(DATABASE_URL);
    redis = await PrivateRedis.start();
    s3 = await startS3StandIn();
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL,
      REDIS_URL: redis.url,
      SMTP_URL: await smtp.start(),
      HOST: '127.0.0.1',
      APP_URL: 'https://app.contentflow.test',
      // Replicas share the secret (otherwise each would make its own in its data folder).
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // The files in one S3-compatible bucket that every process reaches.
      ...s3.env,
      SEED_DEMO: 'true',
      // The workers' info lines say when they are ready and when they stop; the APIs log warnings only.
      LOG_LEVEL: 'info',
      // A killed worker's job is taken over after 2 s instead of 30.
      JOB_LOCK_MS: '2000',
      SIGN_UP_LIMIT_PER_HOUR: String(SIGN_UP_LIMIT),
    };
    const setupDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    dataDirs.push(setupDir);
    for (const script of ['dist/backend/src/cli/migrate.js', 'dist/backend/src/cli/seed.js']) {
      const result = spawnSync(process.execPath, [script], {
        cwd: ROOT,
        env: { ...env, DATA_DIR: setupDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (result.status !== 0) throw new Error(`${script} failed`);
    }
    env.LOG_LEVEL = 'warn';
    [apiA, apiB] = await Promise.all([startApi(), startApi()]);
    env.LOG_LEVEL = 'info';
    startWorkers();
    startWorkers();
    email = new Queue('email', { connection: { host: '127.0.0.1', port: redis.port } });
    for (const api of [apiA, apiB])
      await waitUntil(
        `the API on ${api.port}`,
        async () => alive(api) && (await fetch(`${api.url}/api/health`).catch(() => null))?.ok,
        { timeoutMs: 60_000 },
      );
    for (const running of workers)
      await waitUntil('the workers to be ready', () => alive(running) && logged(running, 'Workers ready'), {
        timeoutMs: 60_000,
      });
  }, 150_000);

  afterAll(async () => {
    await email?.close();
    for (const running of all)
      if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
    await Promise.all(all.map((running) => running.exited));
    await redis?.stop();
    await smtp.stop();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(DATABASE_URL);
  });

  it('a file uploaded through A is downloaded through B, and an order placed on A reaches the stream open on B', async () => {
    const [clientToken, designerToken] = await Promise.all([tokenOf(apiA, DEMO.client), tokenOf(apiB, DEMO.designer)]);
    const stream = await openStream(apiB, designerToken);
    try {
      const title = `Skaliert ${Date.now().toString(36)}`;
      const id = await order(apiA, clientToken, title);
      // The workers' notification, announced on Redis, is pushed by the API that holds the stream.
      await waitUntil('the notification on B', () =>
        stream.events.find((event) => event.split('\n').includes('event: notification') && event.includes(title)),
      );

      const image = solidPng(64, 48, [200, 40, 90]);
      const files = new FormData();
      files.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'referenz.png');
      const uploaded = await call<Array<{ id: string }>>(apiA, `/projects/${id}/attachments`, {
        method: 'POST',
        token: clientToken,
        body: files,
      });
      expect(uploaded.status).toBe(201);

      const detail = await call<{ attachments: Array<{ id: string; fileUrl: string; fileName: string }> }>(
        apiB,
        `/projects/${id}`,
        { token: designerToken },
      );
      expect(detail.status).toBe(200);
      const attachment = detail.body.attachments.find((candidate) => candidate.id === uploaded.body[0]!.id)!;
      expect(attachment.fileName).toBe('referenz.png');
      // A presigned URL of the bucket: B needs no disk that A wrote to.
      expect(attachment.fileUrl.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
      const download = await fetch(new URL(attachment.fileUrl, apiB.url));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('counts the sign-ups of one address on both APIs against one limit', async () => {
    const signUp = (api: Api) =>
      call(api, '/auth/sign-up', {
        method: 'POST',
        body: { name: 'Café Verteilt', email: uniqueEmail('verteilt'), password: 'Sonnen-Blumen-Feld-42' },
      });
    const allowed = [];
    for (let attempt = 0; attempt < SIGN_UP_LIMIT; attempt += 1)
      allowed.push((await signUp(attempt % 2 ? apiB : apiA)).status);
    expect(allowed).toEqual(Array.from({ length: SIGN_UP_LIMIT }, () => 201));
    // Either API alone has seen only half of them: refused because they count together.
    expect((await signUp(apiA)).status).toBe(429);
    expect((await signUp(apiB)).status).toBe(429);
  });

  it('leaves the job of a workers process killed in the middle of it to the other, which does it once', async () => {
    const clientToken = await tokenOf(apiB, DEMO.client);
    smtp.hold = true;
    const heldBefore = smtp.held.length;
    const title = `Abgestürzt ${Date.now().toString(36)}`;
    const id = await order(apiB, clientToken, title);
    // The designer's mail is on its way to the SMTP server (held there) when its worker dies.
    const job = await waitUntil(
      'the mail in flight',
      async () => smtp.held.length > heldBefore && (await activeMailJob(id)),
      { timeoutMs: 30_000 },
    );
    const victim = workerNamed(job.processedBy)!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await victim.exited;
    smtp.hold = false;

    const survivor = workers.find((running) => running !== victim && running.child.exitCode === null)!;
    const done = await waitUntil(
      'the job done by the other',
      async () => {
        const current = await Job.fromId(email, job.id!);
        return current?.finishedOn ? current : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(await done.getState()).toBe('completed');
    expect(done.processedBy).toBe(`${hostname()}:${survivor.child.pid}`);
    expect(smtp.to(DEMO.designer.email).filter((mail) => mail.subject.includes(title))).toHaveLength(1);
  });

  it('lets a workers process stopped by SIGTERM finish its active job, which is not run again', async () => {
    // Two workers again: the one left from the crash and a new one.
    const replacement = startWorkers();
    await waitUntil('the new workers to be ready', () => alive(replacement) && logged(replacement, 'Workers ready'), {
      timeoutMs: 60_000,
    });
    const clientToken = await tokenOf(apiA, DEMO.client);
    smtp.hold = true;
    const heldBefore = smtp.held.length;
    const title = `Beendet ${Date.now().toString(36)}`;
    const id = await order(apiA, clientToken, title);
    const job = await waitUntil(
      'the mail in flight',
      async () => smtp.held.length > heldBefore && (await activeMailJob(id)),
      { timeoutMs: 30_000 },
    );
    const stopping = workerNamed(job.processedBy)!;
    expect(stopping).toBeDefined();

    stopping.child.kill('SIGTERM');
    await waitUntil('the workers to stop taking jobs', () => logged(stopping, 'Stopping: taking no new jobs'));
    // The mail goes out only now: the job was still running when the process began to stop.
    smtp.release();
    expect(await stopping.exited).toEqual({ code: null, signal: 'SIGTERM' });

    const done = await Job.fromId(email, job.id!);
    expect(await done!.getState()).toBe('completed');
    expect(done!.processedBy).toBe(job.processedBy);
    expect(done!.attemptsStarted).toBe(1);
    expect(done!.stalledCounter).toBe(0);
    expect(smtp.to(DEMO.designer.email).filter((mail) => mail.subject.includes(title))).toHaveLength(1);
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const sent = await db.query(`select template from sent_mail where event_id = $1`, [
        (job.data as { event: { eventId: string } }).event.eventId,
      ]);
      expect(sent.rows).toEqual([{ template: 'order-assigned' }]);
    } finally {
      await db.end();
    }
  });

  it('lets an API stopped by SIGTERM finish an upload in flight, which the other API then serves', async () => {
    const clientToken = await tokenOf(apiB, DEMO.client);
    const id = await order(apiB, clientToken, `Upload beim Stopp ${Date.now().toString(36)}`);
    const boundary = `----scale${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="langsam.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = httpRequest(`${apiB.url}/api/projects/${id}/attachments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${clientToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + PNG.length + tail.length,
        // B answers "100 Continue" once it has taken the request: from then on it is in flight.
        expect: '100-continue',
      },
    });
    const taken = new Promise((done) => upload.once('continue', done));
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      upload.on('error', fail);
      upload.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
    });
    upload.flushHeaders();
    await taken;
    // Part of the file is sent; then the API is told to stop.
    upload.write(Buffer.concat([head, PNG.subarray(0, 30)]));
    apiB.child.kill('SIGTERM');
    // B turns new requests away (503) or no longer listens: it is stopping.
    await waitUntil('B to stop taking requests', async () => {
      const probe = await fetch(`${apiB.url}/api/health`).catch(() => null);
      return !probe || probe.status === 503;
    });
    upload.end(Buffer.concat([PNG.subarray(30), tail]));

    const { status, body } = await answer;
    expect(status).toBe(201);
    const [attachment] = JSON.parse(body) as Array<{ id: string; fileUrl: string }>;
    expect(await apiB.exited).toEqual({ code: null, signal: 'SIGTERM' });

    // Stored for good: the other API finds the file and serves its bytes.
    const detail = await call<{ attachments: Array<{ id: string; fileUrl: string }> }>(apiA, `/projects/${id}`, {
      token: clientToken,
    });
    const stored = detail.body.attachments.find((candidate) => candidate.id === attachment!.id)!;
    const download = await fetch(new URL(stored.fileUrl, apiA.url));
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
