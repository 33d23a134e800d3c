import { mkdtemp, readdir, readlink, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { ApprovalRecordFile } from '../../src/projects/files/exports/approval-record-file.entity.js';
import { ApprovalRecords } from '../../src/projects/files/exports/approval-records.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import type { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import { createUser, inContext, signIn, ensurePlans, linkDesigner, subscribe } from '../factories.js';
import { form, PNG } from '../files.js';
import { pdfText } from '../pdf-text.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, uniqueIp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

type Auth = Record<string, string>;
interface Detail {
  attachments: { fileUrl: string }[];
  downloads: { recordUrl: string; zipUrl: string | null };
}
interface Order {
  id: string;
  clientRecordUrl: string;
  staffRecordUrl: string;
  zipUrl: string;
}

const TOO_MANY_DOWNLOADS = 'Zu viele Downloads. Bitte warte einen Moment und versuche es dann erneut.';
const BUSY = 'Der Server ist gerade ausgelastet. Bitte versuche es in einem Moment erneut.';
/** A real, costly image: 2000 × 2000 pixels of noise as PNG (12.5 MB; no shrink-on-load for PNG). */
const noisePng = () =>
  sharp({
    create: {
      width: 2000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
const smallPng = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .png()
    .toBuffer();

/** Runs the jobs with at most `width` at once. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < jobs.length; index = next++) results[index] = await jobs[index]();
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

describe('costly work: the approval record and the ZIP under limits', () => {
  let dataDir: string;
  let app: TestApp;
  /** A second API instance on the same database, Redis and data folder, with tight limits. */
  let replica: TestApp;
  let people: Cast;
  let bigPng: Buffer;

  beforeAll(async () => {
    // A data folder of this file's own: what is stored and left over in it is this file's doing.
    dataDir = await mkdtemp(join(tmpdir(), 'cf-costly-work-'));
    const shared = {
      DATA_DIR: dataDir,
      RECORD_RENDER_QUEUE_TIMEOUT_MS: '120000',
      EXPORT_ZIP_CONCURRENCY: '1',
      EXPORT_LINK_LIMIT_PER_MINUTE: '8',
    };
    ({ app } = await createTestApp(shared));
    ({ app: replica } = await createTestApp({
      ...shared,
      EXPORT_ADDRESS_LIMIT_PER_MINUTE: '3',
      RECORD_RENDER_QUEUE: '0',
    }));
    people = await cast(app);
    bigPng = await noisePng();
  });
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (method: string, path: string, auth: Auth, payload?: unknown) =>
    app.request(method, path, { headers: auth, payload });
  const detail = async (id: string, auth: Auth) => (await call('GET', `/api/projects/${id}`, auth)).json<Detail>();
  const rendered = () =>
    app.get<ApprovalRecords>(ApprovalRecords).rendered + replica.get<ApprovalRecords>(ApprovalRecords).rendered;
  const storedRecords = (projectId: string) =>
    inContext(app, (em) => em.find(ApprovalRecordFile, { project: projectId }, { orderBy: { audience: 'asc' } }));
  const pathOf = (key: string) => (app.get<FileStorage>(FileStorage) as LocalDiskStorage).pathOf(key);
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  /** GET of a signed link from an address, its body read whole. */
  async function download(
    url: string,
    { target = app, ip = uniqueIp(), signal }: { target?: TestApp; ip?: string; signal?: AbortSignal } = {},
  ) {
    const response = await fetch(`${target.baseUrl}${url}`, { headers: { 'x-forwarded-for': ip }, signal });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** An order of the cast's client with these final designs, through the whole lifecycle to approved. */
  async function approvedOrder(title: string, files: Buffer[], client = people.client): Promise<Order> {
    const { designer, admin } = people;
    const { id } = await createProject(app, client.auth, { title, description: 'Inhalt', contentType: 'post' });
    expect((await call('POST', `/api/projects/${id}/start`, designer.auth)).statusCode).toBe(200);
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form(files.map((bytes, index) => ({ name: `folie-${index + 1}.png`, bytes }))),
    });
    expect(submitted.statusCode).toBe(200);
    expect((await call('POST', `/api/projects/${id}/admin-approve`, admin.auth)).statusCode).toBe(200);
    const approved = await call('POST', `/api/projects/${id}/approve`, client.auth);
    expect(approved.statusCode).toBe(200);
    const { recordUrl, zipUrl } = approved.json<Detail>().downloads;
    return {
      id,
      clientRecordUrl: recordUrl,
      staffRecordUrl: (await detail(id, designer.auth)).downloads.recordUrl,
      zipUrl: zipUrl!,
    };
  }

  // What the storm costs the bystander in time is measured by `npm run bench` (bench/record-storm.mjs);
  // here: the bystander is served while the records render, not after them.
  it("renders each record once under a storm of 24 requests, 12 at a time, while another user's file fetches go on", async () => {
    const orders = [
      await approvedOrder('Sturm A', [bigPng, bigPng, bigPng]),
      await approvedOrder('Sturm B', [bigPng, bigPng, bigPng]),
    ];
    const links = orders.flatMap((order) => [order.clientRecordUrl, order.staffRecordUrl]);

    // The bystander: another client fetching a file of its own order, over and over.
    const { otherClient } = people;
    const own = await createProject(app, otherClient.auth, {
      title: 'Eigenes',
      description: 'Inhalt',
      contentType: 'post',
    });
    const uploaded = await app.request('POST', `/api/projects/${own.id}/attachments`, {
      headers: otherClient.auth,
      form: form([{ name: 'eigen.png', bytes: await smallPng(10) }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const fileUrl = (await detail(own.id, otherClient.auth)).attachments[0].fileUrl;
    let fetches = 0;
    let storming = true;
    const bystander = (async () => {
      while (storming) {
        const fetched = await download(fileUrl);
        expect(fetched.status).toBe(200);
        fetches += 1;
      }
    })();

    const before = rendered();
    const stormIp = uniqueIp();
    let answers: Awaited<ReturnType<typeof download>>[];
    try {
      answers = await inParallel(
        Array.from({ length: 24 }, (_, index) => () => download(links[index % links.length], { ip: stormIp })),
        12,
      );
    } finally {
      storming = false;
      await bystander;
    }

    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    // The bystander's fetches went on while the storm was answered (each record takes seconds to render).
    expect(fetches).toBeGreaterThanOrEqual(20);
    // Once per order and audience, in this process and in all.
    expect(rendered() - before).toBe(links.length);
    for (const order of orders)
      expect((await storedRecords(order.id)).map((row) => row.audience)).toEqual(['client', 'staff']);
    // Every answer for a link is the same stored PDF, with its length; the thumbnails are in it.
    links.forEach((_, link) => {
      const bodies = answers.filter((__, index) => index % links.length === link);
      for (const body of bodies) {
        expect(body.bytes.equals(bodies[0].bytes)).toBe(true);
        expect(body.headers.get('content-length')).toBe(String(body.bytes.length));
        expect(body.headers.get('content-type')).toBe('application/pdf');
      }
      expect(bodies[0].bytes.includes('/Subtype /Image')).toBe(true);
    });
    // A later request serves the stored bytes, rendering nothing.
    const again = await download(links[0]);
    expect(again.bytes.equals(answers[0].bytes)).toBe(true);
    expect(rendered() - before).toBe(links.length);
  });

  it('never serves a stale record: a change after approval builds a new one, and the old one goes', async () => {
    const { client } = people;
    const order = await approvedOrder('Umbenannt', [await smallPng(40)]);
    const first = await download(order.clientRecordUrl);
    expect(pdfText(first.bytes)).toContain('Kundin Kessler');
    const [old] = await storedRecords(order.id);
    expect(await exists(pathOf(old.storageKey))).toBe(true);

    // The client renames itself: the record names the client, so it is built again.
    expect((await call('PATCH', '/api/me/profile', client.auth, { name: 'Kundin Kessler-Neu' })).statusCode).toBe(200);
    const before = rendered();
    const second = await download(order.clientRecordUrl);
    expect(rendered() - before).toBe(1);
    expect(pdfText(second.bytes)).toContain('Kundin Kessler-Neu');
    const rows = await storedRecords(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].storageKey).not.toBe(old.storageKey);
    expect(await exists(pathOf(old.storageKey))).toBe(false);
    expect((await call('PATCH', '/api/me/profile', client.auth, { name: 'Kundin Kessler' })).statusCode).toBe(200);
  });

  it('stores a record once when two replicas build it at the same time; both send the stored one', async () => {
    const order = await approvedOrder('Zwei Replikas', [bigPng]);
    const before = rendered();
    const [one, two] = await Promise.all([
      download(order.staffRecordUrl),
      download(order.staffRecordUrl, { target: replica }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.bytes.equals(two.bytes)).toBe(true);
    expect(rendered() - before).toBeGreaterThanOrEqual(1);
    const rows = await storedRecords(order.id);
    expect(rows).toHaveLength(1);
    // The loser's file was removed: the order's folder holds its one final design and the one record.
    const folder = await readdir(join(dataDir, 'files', order.id));
    expect(folder.filter((name) => name.endsWith('.pdf'))).toEqual([rows[0].storageKey.split('/')[1]]);
  });

  it('counts each link across replicas (429 after 8 a minute) and each address (429 after 3 on the replica)', async () => {
    const order = await approvedOrder('Grenzen', [await smallPng(70)]);
    for (let i = 0; i < 8; i += 1)
      expect((await download(order.clientRecordUrl, { target: i % 2 ? replica : app })).status).toBe(200);
    const refused = await download(order.clientRecordUrl);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.bytes.toString())).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: TOO_MANY_DOWNLOADS,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another link of the same order has its own budget.
    expect((await download(order.staffRecordUrl)).status).toBe(200);

    // One address, whatever links it holds: the replica takes 3 exports a minute from it.
    const ip = uniqueIp();
    for (const url of [order.zipUrl, order.staffRecordUrl, order.zipUrl])
      expect((await download(url, { target: replica, ip })).status).toBe(200);
    const fromAddress = await download(order.zipUrl, { target: replica, ip });
    expect(fromAddress.status).toBe(429);
    expect(JSON.parse(fromAddress.bytes.toString()).message).toBe(TOO_MANY_DOWNLOADS);
    // A link that does not check out costs nothing and is refused first.
    expect(
      (await download(order.zipUrl.replace(/s=[\w-]+$/, `s=${'A'.repeat(43)}`), { target: replica, ip })).status,
    ).toBe(403);
  });

  it('renders one record at a time per process: beyond its queue, 503 BUSY with Retry-After', async () => {
    const [first, second] = [
      await approvedOrder('Warteschlange 1', [bigPng, bigPng]),
      await approvedOrder('Warteschlange 2', [bigPng, bigPng]),
    ];
    // The replica renders one record at once and lets none wait.
    const [a, b] = await Promise.all([
      download(first.staffRecordUrl, { target: replica }),
      download(second.staffRecordUrl, { target: replica }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 503]);
    const busy = a.status === 503 ? a : b;
    expect(JSON.parse(busy.bytes.toString())).toEqual({ statusCode: 503, code: 'BUSY', message: BUSY });
    expect(busy.headers.get('retry-after')).toBe('5');
    // Afterwards it takes the other one.
    expect((await download((a.status === 503 ? first : second).staffRecordUrl, { target: replica })).status).toBe(200);
  });

  it('leaves nothing broken when a download is aborted: the record is finished and stored, the ZIP slot and files are given back', async () => {
    const order = await approvedOrder('Abgebrochen', [bigPng, bigPng, bigPng]);
    const temporary = join(dataDir, 'tmp');

    // The record: the caller leaves while it renders; the render goes on and is kept.
    const before = rendered();
    const leaving = new AbortController();
    const aborted = download(order.staffRecordUrl, { signal: leaving.signal }).catch((error: unknown) => error);
    await waitUntil('the render to start', () => app.get<ApprovalRecords>(ApprovalRecords).building > 0, {
      intervalMs: 5,
    });
    leaving.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    await waitUntil('the record to be stored', async () => (await storedRecords(order.id)).length === 1);
    const record = await download(order.staffRecordUrl);
    expect(record.status).toBe(200);
    expect(record.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(record.bytes.subarray(-6).toString()).toContain('%%EOF');
    expect(rendered() - before).toBe(1);
    expect((await readdir(temporary)).filter((name) => name.startsWith('record-'))).toEqual([]);

    // The ZIP (37 MB): one streams at a time on `app`; the next is refused at once.
    const filesRoot = join(dataDir, 'files');
    const openFiles = async () => {
      const links = await Promise.all(
        (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
      );
      return links.filter((link) => link.startsWith(filesRoot));
    };
    const stop = new AbortController();
    const streaming = await fetch(`${app.baseUrl}${order.zipUrl}`, {
      headers: { 'x-forwarded-for': uniqueIp() },
      signal: stop.signal,
    });
    expect(streaming.status).toBe(200);
    const reader = streaming.body!.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);
    expect((await openFiles()).length).toBe(1);
    const refused = await download(order.zipUrl);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 'BUSY', message: BUSY });
    expect(refused.headers.get('retry-after')).toBe('10');

    stop.abort();
    await reader.read().catch(() => undefined);
    await waitUntil('the ZIP to close its file', async () => (await openFiles()).length === 0);
    const whole = await waitUntil('the ZIP slot to be free', async () => {
      const answer = await download(order.zipUrl);
      return answer.status === 200 ? answer : undefined;
    });
    const entries = unzipSync(new Uint8Array(whole.bytes));
    expect(Object.keys(entries)).toEqual(['01 folie-1.png', '02 folie-2.png', '03 folie-3.png']);
    expect(Buffer.from(entries['03 folie-3.png']).equals(bigPng)).toBe(true);
    expect(await openFiles()).toEqual([]);
  });

  it("deletes a client's stored records with its orders", async () => {
    const { designer, admin } = people;
    const [plan] = await ensurePlans(app);
    const leaving = await createUser(app, 'client', 'Gehende Kundin');
    await subscribe(app, leaving.id, plan);
    await linkDesigner(app, leaving.id, designer.id);
    const order = await approvedOrder('Gelöscht', [PNG], { ...leaving, auth: (await signIn(app, leaving)).auth });
    expect((await download(order.clientRecordUrl)).status).toBe(200);
    expect((await download(order.staffRecordUrl)).status).toBe(200);
    const paths = (await storedRecords(order.id)).map((row) => pathOf(row.storageKey));
    expect(paths).toHaveLength(2);
    for (const path of paths) expect(await exists(path)).toBe(true);

    expect((await call('DELETE', `/api/admin/clients/${leaving.id}`, admin.auth)).statusCode).toBe(204);
    expect(await storedRecords(order.id)).toEqual([]);
    for (const path of paths) expect(await exists(path)).toBe(false);
  });
});
