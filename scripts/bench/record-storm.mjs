// What a storm of approval-record downloads costs everyone else (the finding behind it: another
// user's file fetch took 4.1 s while records were rendered on the API's one thread). Two orders get
// three large, noisy 2000 × 2000 PNGs as their final designs and are approved through the API; then
// their four records (client's and staff's of each) are asked for 24 times, 12 at a time, while
// another client reads its own order over and over. The test suite holds the mechanism (each record
// rendered once, the limits; backend/test/ai/costly-work.int-spec.ts); what it costs the bystander
// is measured here, where nothing else runs beside it.
import sharp from 'sharp';
import { send } from './http.mjs';

export const RECORD_STORM_TARGET = { bystanderP99Ms: 500 };

const BOUNDARY = '----contentflow-bench-storm';

/** `side` × `side` pixels of noise as PNG (2000: about 12 MB; nothing for a decoder to shrink on load). */
const noisePng = (side) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

function multipart(files) {
  return Buffer.concat([
    ...files.flatMap((bytes, index) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="folie-${index + 1}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** Sends the request and fails the bench on an unexpected status. */
async function expectStatus(agent, origin, request, status, what) {
  const answer = await send(agent, origin, request);
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body.subarray(0, 200)}`);
  return answer.body.length ? JSON.parse(answer.body) : null;
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Moves a running order of a signed-in designer and client through approval with `files`; answers its record links. */
async function approvedWith(agent, origin, s, item, files) {
  const designer = s.designers[item.designer];
  const client = s.clients[item.client];
  const admin = s.admins[0];
  await expectStatus(
    agent,
    origin,
    {
      method: 'POST',
      path: `/api/projects/${item.id}/final-designs`,
      headers: { ...bearer(designer.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(files),
    },
    200,
    'final designs',
  );
  await expectStatus(
    agent,
    origin,
    { method: 'POST', path: `/api/projects/${item.id}/admin-approve`, headers: bearer(admin.token) },
    200,
    'admin approval',
  );
  const approved = await expectStatus(
    agent,
    origin,
    { method: 'POST', path: `/api/projects/${item.id}/approve`, headers: bearer(client.token) },
    200,
    'approval',
  );
  const staff = await expectStatus(
    agent,
    origin,
    { path: `/api/projects/${item.id}`, headers: bearer(designer.token) },
    200,
    "the designer's detail",
  );
  return [approved.downloads.recordUrl, staff.downloads.recordUrl];
}

/**
 * The storm's answers and the bystander's latencies meanwhile, against `origin` with the scenario `s`:
 * `downloads` record downloads, `atOnce` at a time, of orders approved with three PNGs of `side` pixels
 * (the smoke run's are small and few).
 */
export async function recordStorm(agent, origin, s, { downloads = 24, atOnce = 12, side = 2000 } = {}) {
  const items = [];
  while (items.length < 2) {
    const item = s.pools.inProgress.take((i) => i.client >= 0 && i.designer >= 0);
    if (!item) throw new Error('the record storm needs two running orders of signed-in clients and designers');
    items.push(item);
  }
  const big = await noisePng(side);
  const links = [];
  for (const item of items) links.push(...(await approvedWith(agent, origin, s, item, [big, big, big])));

  const owners = new Set(items.map((item) => item.client));
  const bystander = s.clients.find((client) => !owners.has(client.index) && client.orders.length);
  const latencies = [];
  let bystanderErrors = 0;
  let storming = true;
  const reading = (async () => {
    while (storming) {
      const started = performance.now();
      const answer = await send(agent, origin, {
        path: `/api/projects/${bystander.orders[0].id}`,
        headers: bearer(bystander.token),
      });
      latencies.push(performance.now() - started);
      if (answer.status !== 200) bystanderErrors += 1;
    }
  })();

  const statuses = new Map();
  let slowestMs = 0;
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        for (let index = next++; index < downloads; index = next++) {
          const url = new URL(links[index % links.length], origin);
          const sent = performance.now();
          const answer = await send(agent, origin, { path: url.pathname + url.search });
          slowestMs = Math.max(slowestMs, performance.now() - sent);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    );
  } finally {
    storming = false;
    await reading;
  }
  return {
    downloads,
    atOnce,
    seconds: (performance.now() - started) / 1000,
    slowestMs,
    statuses: Object.fromEntries(statuses),
    bystander: {
      count: latencies.length,
      errors: bystanderErrors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    },
  };
}
