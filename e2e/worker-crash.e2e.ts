import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { dropDatabase } from '../scripts/test-stores.mjs';
import { PrivateRedis } from '../backend/test/private-redis.js';
import { SmtpStandIn } from '../backend/test/smtp-stand-in.js';
import { waitUntil } from '../backend/test/wait-until.js';

const ROOT = resolve(import.meta.dirname, '..');
const DATABASE_URL = (process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e').replace(
  /\/[^/]*$/,
  '/contentflow_e2e_crash',
);

/**
 * The built workers process killed (SIGKILL, as a crash or an OOM kill would) while it hands a mail
 * to the SMTP server, then started again: the mail arrives once. On a database and Redis of the
 * test's own, so the product the other browser tests use is not involved.
 */
describe('a workers process killed while it sends a mail', () => {
  const smtp = new SmtpStandIn();
  let redis: PrivateRedis;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const processes: ChildProcess[] = [];

  const startWorkers = () => {
    const child = spawn(process.execPath, ['dist/workers/src/main.js'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    return child;
  };

  beforeAll(async () => {
    await dropDatabase(DATABASE_URL);
    redis = await PrivateRedis.start();
    dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL,
      REDIS_URL: redis.url,
      SMTP_URL: await smtp.start(),
      APP_URL: 'https://app.contentflow.test',
      DATA_DIR: dataDir,
      // A killed worker's job is taken over after 2 s instead of 30.
      JOB_LOCK_MS: '2000',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    };
    for (const script of ['dist/backend/src/cli/migrate.js', 'dist/backend/src/cli/seed.js']) {
      const result = spawnSync(process.execPath, [script], { cwd: ROOT, env, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${script} failed`);
    }
  });
  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
    await redis?.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(DATABASE_URL);
  });

  it('delivers the mail once after a restart', async () => {
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; email: string }>(
        `select a.id, a.email from account a join user_role r on r.user_id = a.id where r.role = 'designer' order by a.email limit 1`,
      );
      const designer = rows[0]!;
      // An admin made this account: the welcome mail is due (an outbox row, as the command writes it).
      const eventId = randomUUID();
      await db.query(
        `insert into outbox_event (id, type, payload, created_at, attempts) values ($1, 'AccountCreated', $2, now(), 0)`,
        [
          eventId,
          { eventId, type: 'AccountCreated', actorId: null, accountId: designer.id, role: 'designer', byAdmin: true },
        ],
      );

      // The SMTP server takes the message but does not answer yet: the mail is in flight when the process dies.
      smtp.hold = true;
      const first = startWorkers();
      await waitUntil('mail in flight', () => smtp.held.some((raw) => raw.includes(designer.email)), {
        timeoutMs: 30_000,
      });
      const exited = new Promise((done) => first.once('exit', done));
      first.kill('SIGKILL');
      await exited;
      smtp.hold = false;

      startWorkers();
      const welcome = await waitUntil(
        'the welcome mail',
        () => smtp.to(designer.email).find((mail) => mail.messageId.includes(`${eventId}.welcome.`)),
        { timeoutMs: 30_000 },
      );
      expect(welcome.text).toContain('https://app.contentflow.test/passwort-setzen?token=');
      // Once: nothing more arrives, and it is recorded once.
      await sleep(3000);
      expect(smtp.to(designer.email).filter((mail) => mail.messageId.includes(`${eventId}.welcome.`))).toHaveLength(1);
      const sent = await db.query(`select template from sent_mail where event_id = $1`, [eventId]);
      expect(sent.rows).toEqual([{ template: 'welcome' }]);
    } finally {
      await db.end();
    }
  });
});
