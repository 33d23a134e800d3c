import { MetricsServer } from '../../src/metrics/metrics-server.js';
import { ProjectFactory } from '../project-factory.js';
import { cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

const TOKEN = 'metrics-token-of-the-tests-0123456789';

/** The value of a series in Prometheus' text format (the first line of that name and labels), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(url: string, token?: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('Prometheus metrics', () => {
  describe('without METRICS_TOKEN', () => {
    it('/metrics on the API port answers 404, as a path nothing serves', async () => {
      const { app } = await createTestApp();
      try {
        const answer = await scrape(`${app.baseUrl}/metrics`);
        expect(answer.status).toBe(404);
        expect(answer.text).not.toContain('http_request_duration_seconds');
      } finally {
        await app.close();
      }
    });
  });

  describe('with METRICS_TOKEN and METRICS_PORT', () => {
    let app: TestApp;
    let portUrl: string;

    beforeAll(async () => {
      ({ app } = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' }));
      portUrl = `http://127.0.0.1:${app.get<MetricsServer>(MetricsServer).listeningPort()}`;
    });
    afterAll(() => app.close());

    it('refuses a scrape without the token or with a wrong one, on either port', async () => {
      for (const url of [`${app.baseUrl}/metrics`, `${portUrl}/metrics`]) {
        const anonymous = await scrape(url);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
        expect(anonymous.text).not.toContain('contentflow_');
        expect((await scrape(url, `${TOKEN}x`)).status).toBe(401);
        expect((await scrape(url, TOKEN.slice(0, -1))).status).toBe(401);
        // Exactly `Bearer <token>` (issue 38: anything after the token was ignored).
        for (const authorization of [
          `Bearer ${TOKEN} extra`,
          `Bearer  ${TOKEN}`,
          `Bearer\t${TOKEN}`,
          `Bearer ${TOKEN},x`,
        ]) {
          expect((await fetch(url, { headers: { authorization } })).status).toBe(401);
        }
        expect((await scrape(url, TOKEN)).status).toBe(200);
      }
      const basic = await fetch(`${app.baseUrl}/metrics`, {
        headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      });
      expect(basic.status).toBe(401);
    });

    it('a scrape with the token has the families, the request series by route template, and the outbox moved by a command', async () => {
      const people = await cast(app);
      const order = await new ProjectFactory(app).create({
        status: 'review',
        clientId: people.client.id,
        designerId: people.designer.id,
        adminId: people.admin.id,
      });
      const before = await scrape(`${app.baseUrl}/metrics`, TOKEN);
      expect(before.status).toBe(200);
      expect(before.headers.get('content-type')).toContain('text/plain');
      expect(before.headers.get('cache-control')).toBe('no-store');

      expect((await app.request('GET', `/api/projects/${order.id}`, { headers: people.client.auth })).statusCode).toBe(
        200,
      );
      expect(
        (await app.request('POST', `/api/projects/${order.id}/approve`, { headers: people.client.auth })).statusCode,
      ).toBe(200);
      const after = await scrape(`${portUrl}/metrics`, TOKEN);
      expect(after.status).toBe(200);
      const text = after.text;

      // The request histogram by route template: the order's id is nowhere in the labels.
      const detail = 'http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status_class="2xx"}';
      expect(sample(text, detail)).toBeGreaterThanOrEqual(1);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="POST",route="/api/projects/:id/approve",status_class="2xx"}',
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(order.id);

      // No workers run here: the approval's event waits in the outbox.
      expect(sample(text, 'contentflow_outbox_backlog')).toBeGreaterThanOrEqual(1);
      expect(sample(before.text, 'contentflow_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'contentflow_outbox_lag_seconds')).toBeGreaterThan(0);

      for (const queue of ['notifications', 'email', 'ai', 'quota', 'ideas', 'billing']) {
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect(sample(text, `contentflow_queue_jobs{queue="${queue}",state="${state}"}`)).toBeGreaterThanOrEqual(0);
        expect(sample(text, `contentflow_queue_oldest_waiting_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
      }
      expect(sample(text, 'contentflow_event_streams_open')).toBe(0);
      expect(sample(text, 'contentflow_db_pool_connections{state="max"}')).toBe(app.config.dbPoolMax);
      expect(sample(text, 'contentflow_db_pool_waiting')).toBeGreaterThanOrEqual(0);
      // The process's own series, switched on by the first scrape.
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });

    it('answers nothing else on the metrics port', async () => {
      expect((await scrape(`${portUrl}/`, TOKEN)).status).toBe(404);
      expect((await scrape(`${portUrl}/health/live`)).status).toBe(200);
    });
  });
});
