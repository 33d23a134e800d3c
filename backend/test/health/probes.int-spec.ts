import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from '../../../migrations/index.js';
import { emptyDatabaseOfOwn, ownDatabaseUrl } from '../databases.js';
import { ownDataDir } from '../raw-upload.js';
import { createTestApp, uniqueIp } from '../test-app.js';

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer 200 on a running, migrated installation, uncached and without details', async () => {
    const { app } = await createTestApp();
    try {
      const live = await app.request('GET', '/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      expect(live.headers.get('cache-control')).toBe('no-store');
      const ready = await app.request('GET', '/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('are not counted against the per-address limit of anonymous requests (an orchestrator probes every second)', async () => {
    const { app } = await createTestApp({ API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const ip = uniqueIp();
      for (let probe = 0; probe < 5; probe += 1) {
        expect((await app.request('GET', '/api/health/ready', { ip })).statusCode).toBe(200);
        expect((await app.request('GET', '/api/health/live', { ip })).statusCode).toBe(200);
      }
      // The same address is still limited on any other public endpoint.
      const answers = [];
      for (let call = 0; call < 3; call += 1) answers.push((await app.request('GET', '/api/plans', { ip })).statusCode);
      expect(answers).toContain(429);
    } finally {
      await app.close();
    }
  });

  it('ready answers 503 while Redis is unreachable; live still answers 200', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await app.request('GET', '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.request('GET', '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ready answers 503 when the data folder of the files is gone', async () => {
    const dataDir = ownDataDir();
    const { app } = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect((await app.request('GET', '/api/health/ready')).statusCode).toBe(200);
      rmSync(join(dataDir, 'files'), { recursive: true, force: true });
      const ready = await app.request('GET', '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on a database that lacks the newest migration', () => {
    const orm = emptyDatabaseOfOwn('readiness');

    it('ready answers 503 until every migration is applied', async () => {
      await orm().migrator.up({ to: MIGRATIONS.at(-2)!.name });
      const { app } = await createTestApp({ DATABASE_URL: ownDatabaseUrl('readiness') }, { migrated: false });
      try {
        const ready = await app.request('GET', '/api/health/ready');
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'unavailable' });
        await orm().migrator.up();
        expect((await app.request('GET', '/api/health/ready')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
