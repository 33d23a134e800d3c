import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { startS3StandIn, type S3StandIn } from '../../scripts/s3-stand-in.mjs';
import { startSocialStandIn, type SocialStandIn, type StandInNetwork } from '../../scripts/social-stand-in.mjs';
import { Clock } from '../../backend/src/common/clock.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import type { ScheduledPost, SocialAccount } from '../../backend/src/contracts/publishing-answers.js';
import { monthHighlights, PublishingJobs } from '../../backend/src/publishing/index.js';
import { SocialTokenJobs } from '../../backend/src/social/index.js';
import { stoppedClock } from '../../backend/test/clock.js';
import { inContext } from '../../backend/test/factories.js';
import { JPEG, jpegOfSize, MP4, mp4OfSize } from '../../backend/test/files.js';
import { pdfText } from '../../backend/test/pdf-text.js';
import { ProjectFactory, type FactoryDesign } from '../../backend/test/project-factory.js';
import { cast, type Cast } from '../../backend/test/projects-fixtures.js';
import { SmtpStandIn } from '../../backend/test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { waitUntil } from '../../backend/test/wait-until.js';
import { JobRunner } from './job-runner.js';
import { createWorkers } from './workers.factory.js';

const APP_URL = 'https://app.contentflow.test';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const JPEG_2 = Buffer.concat([JPEG.subarray(0, -2), Buffer.from('zwei'), JPEG.subarray(-2)]);
const JPEG_3 = Buffer.concat([JPEG.subarray(0, -2), Buffer.from('drei'), JPEG.subarray(-2)]);

/**
 * Publishing (issue 29) end to end through the API and the workers against the networks' stand-in
 * and an S3-compatible store the stand-in fetches the files from: connecting through OAuth, posts,
 * carousels and reels published at their time (the clock moved, not waited for), their checksums,
 * their figures, a worker that dies while the network publishes, a revoked token, the network's limit.
 */
describe('publishing to the social networks', () => {
  let api: TestApp;
  let people: Cast;
  let s3: S3StandIn;
  let social: SocialStandIn;
  const smtp = new SmtpStandIn();
  let env: Record<string, string>;
  let workers: INestApplicationContext | null = null;
  let clock: ReturnType<typeof stoppedClock>;
  const accounts = new Map<StandInNetwork, string>();

  const startWorkers = async (extra: Record<string, string> = {}) => {
    const started = await createWorkers(loadConfig({ ...process.env, ...env, ...extra }));
    started.get(Clock).now = () => clock.now();
    return started;
  };

  beforeAll(async () => {
    [s3, social] = await Promise.all([startS3StandIn(), startSocialStandIn({ videoPolls: 1 })]);
    env = {
      ...s3.env,
      ...social.env,
      APP_URL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'publishing-')),
      SMTP_URL: await smtp.start(),
      JOB_LOCK_MS: '2000',
    };
    ({ app: api } = await createTestApp(env));
    clock = stoppedClock(api, new Date());
    // Only this file's events: what other test files left unsent is not ours to deliver.
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await startWorkers();
    people = await cast(api);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await Promise.all([social?.close(), s3?.close(), smtp.stop()]);
  });

  /** The owner connects the network's account: the consent page's «Zulassen», back to the callback with the browser's cookie. */
  const connect = async (network: StandInNetwork): Promise<string> => {
    const started = await api.request('POST', `/api/clients/${people.client.id}/social-accounts/${network}/connect`, {
      headers: people.client.auth,
    });
    expect(started.statusCode).toBe(200);
    const nonce = Object.entries(started.cookies).find(([name]) => name.endsWith('cf_social_oauth'))!;
    expect(nonce[1].attributes).toMatch(/HttpOnly/i);
    const page = await (await fetch(started.json<{ url: string }>().url)).text();
    const href = /id="allow" href="([^"]+)"/
      .exec(page)![1]!
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const callback = new URL(href);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${APP_URL}/api/social/callback/${network}`);
    // The same callback from another browser (without the attempt's cookie) connects nothing.
    const stranger = await api.request('GET', `${callback.pathname}${callback.search}`);
    expect(stranger.headers.get('location')).toBe('/client/social-media?error=expired');
    return href;
  };

  const connected = async (network: StandInNetwork): Promise<string> => {
    if (accounts.has(network)) return accounts.get(network)!;
    const started = await api.request('POST', `/api/clients/${people.client.id}/social-accounts/${network}/connect`, {
      headers: people.client.auth,
    });
    const [name, cookie] = Object.entries(started.cookies).find(([key]) => key.endsWith('cf_social_oauth'))!;
    const page = await (await fetch(started.json<{ url: string }>().url)).text();
    const callback = new URL(
      /id="allow" href="([^"]+)"/
        .exec(page)![1]!
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
    const done = await api.request('GET', `${callback.pathname}${callback.search}`, {
      cookies: { [name]: cookie.value },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.get('location')).toBe(`/client/social-media?connected=${network}&accounts=1`);
    const list = (
      await api.request('GET', `/api/clients/${people.client.id}/social-accounts`, { headers: people.client.auth })
    ).json<SocialAccount[]>();
    const account = list.find((row) => row.network === network)!;
    accounts.set(network, account.id);
    return account.id;
  };

  const approvedOrder = (title: string, contentType: 'post' | 'carousel' | 'reel', designs: FactoryDesign[]) =>
    new ProjectFactory(api).create({
      status: 'completed',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title,
      contentType,
      designs,
      caption: `${title}: frisch aus dem Ofen`,
      hashtags: '#zürich #brot',
    });

  const schedule = (projectId: string, socialAccountId: string, at: Date, extra: Record<string, unknown> = {}) =>
    api.request('POST', `/api/projects/${projectId}/schedule`, {
      headers: people.client.auth,
      payload: { socialAccountId, at: at.toISOString(), ...extra },
    });

  const post = async (id: string) =>
    (await api.request('GET', `/api/scheduled-posts/${id}`, { headers: people.client.auth })).json<ScheduledPost>();

  /** The minute's scan, as the repeatable job runs it, at the clock's time. */
  const scan = () => RequestContext.create(workers!.get(MikroORM).em, () => workers!.get(PublishingJobs).scan());

  const settled = (id: string) =>
    waitUntil(`post ${id} to settle`, async () => {
      const current = await post(id);
      return current.status !== 'scheduled' && current.status !== 'publishing' ? current : null;
    });

  it("connects an account through the network's consent page, and only for the browser that began it", async () => {
    const href = await connect('instagram');
    expect(href).toContain('state=');
    const accountId = await connected('instagram');
    const list = (
      await api.request('GET', `/api/clients/${people.client.id}/social-accounts`, { headers: people.client.auth })
    ).json<SocialAccount[]>();
    expect(list).toEqual([
      expect.objectContaining({
        id: accountId,
        network: 'instagram',
        name: social.accounts.instagram.name,
        status: 'connected',
      }),
    ]);
    // The tokens are sealed at rest: the network's token is nowhere in the row.
    const [row] = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ access_token: string }[]>('select access_token from social_account where id = ?', [accountId]),
    );
    expect(row!.access_token).toMatch(/^v1\./);
    // Strangers and the designer neither see nor connect it.
    expect(
      (
        await api.request('GET', `/api/clients/${people.client.id}/social-accounts`, {
          headers: people.otherClient.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.request('POST', `/api/clients/${people.client.id}/social-accounts/linkedin/connect`, {
          headers: people.designer.auth,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('publishes a post, a carousel and a reel at their time, the approved files byte for byte, and reads their figures', async () => {
    const instagram = await connected('instagram');
    const designs = {
      post: [{ bytes: JPEG, type: 'image/jpeg', name: 'post.jpg' }],
      carousel: [
        { bytes: JPEG, type: 'image/jpeg', name: 'folie-1.jpg' },
        { bytes: JPEG_2, type: 'image/jpeg', name: 'folie-2.jpg' },
        { bytes: JPEG_3, type: 'image/jpeg', name: 'folie-3.jpg' },
      ],
      reel: [{ bytes: MP4, type: 'video/mp4', name: 'reel.mp4' }],
    } as const;
    const at = new Date(clock.now().getTime() + 3_600_000);
    const scheduled: Record<string, ScheduledPost> = {};
    for (const type of ['post', 'carousel', 'reel'] as const) {
      const order = await approvedOrder(`Sonntagszopf ${type}`, type, [...designs[type]]);
      const answer = await schedule(
        order.id,
        instagram,
        new Date(at.getTime() + Object.keys(scheduled).length * 60_000),
      );
      expect(answer.statusCode).toBe(201);
      scheduled[type] = answer.json<ScheduledPost>();
      expect(scheduled[type]).toMatchObject({
        status: 'scheduled',
        network: 'instagram',
        caption: `Sonntagszopf ${type}: frisch aus dem Ofen`,
        hashtags: ['zürich', 'brot'],
        files: [],
      });
    }
    // Before their time, nothing goes out.
    await scan();
    expect((await post(scheduled.post!.id)).status).toBe('scheduled');

    clock.set(new Date(at.getTime() + 3 * 60_000));
    await scan();
    for (const type of ['post', 'carousel', 'reel'] as const) {
      const done = await settled(scheduled[type]!.id);
      const out = social.posts.find((candidate) => candidate.permalink === done.permalink)!;
      expect(done).toMatchObject({ status: 'published', error: null });
      expect(out.text).toBe(`Sonntagszopf ${type}: frisch aus dem Ofen\n\n#zürich #brot`);
      // The proof: what the network fetched is what was approved, and what the post names.
      expect(out.files.map((file) => file.sha256)).toEqual(designs[type].map((design) => sha256(design.bytes)));
      expect(done.files).toEqual(designs[type].map((design) => ({ name: design.name, sha256: sha256(design.bytes) })));
    }
    expect(
      social.posts.filter((candidate) => candidate.network === 'instagram').map((candidate) => candidate.format),
    ).toEqual(expect.arrayContaining(['IMAGE', 'CAROUSEL_ALBUM', 'VIDEO']));

    // Those who decide hear of it, by mail too, with the permalink.
    const mail = await waitUntil('the published mail', () =>
      smtp.received.find((received) => received.subject === 'Veröffentlicht auf Instagram: «Sonntagszopf post»'),
    );
    expect(mail.to).toContain(people.client.email);
    expect(mail.text).toContain((await post(scheduled.post!.id)).permalink!);

    // The first figures come right after publishing, then hourly.
    const reel = await post(scheduled.reel!.id);
    await waitUntil("the reel's first figures", async () => (await post(reel.id)).metrics);
    const media = social.posts.find((candidate) => candidate.permalink === reel.permalink)!;
    social.setMetrics(media.externalId, {
      reach: 1000,
      impressions: 1500,
      likes: 40,
      comments: 5,
      shares: 3,
      saves: 2,
    });
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    await scan();
    const measured = await waitUntil("the reel's figures an hour on", async () => {
      const { metrics } = await post(reel.id);
      return metrics?.reach === 1000 ? metrics : null;
    });
    expect(measured).toMatchObject({
      reach: 1000,
      impressions: 1500,
      likes: 40,
      comments: 5,
      shares: 3,
      saves: 2,
      engagementRate: 5,
    });
    const [due] = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ metrics_due_at: Date }[]>('select metrics_due_at from scheduled_post where id = ?', [reel.id]),
    );
    expect(new Date(due!.metrics_due_at).getTime()).toBe(clock.now().getTime() + 3_600_000);

    const month = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
    }).format(clock.now());
    const analytics = (
      await api.request('GET', `/api/clients/${people.client.id}/analytics?month=${month}`, {
        headers: people.client.auth,
      })
    ).json<{ posts: { scheduledPostId: string; reach: number | null }[]; totals: { posts: number } }>();
    expect(analytics.posts.find((row) => row.scheduledPostId === reel.id)).toMatchObject({ reach: 1000 });
    expect(analytics.totals.posts).toBeGreaterThanOrEqual(3);
    // The next month plan's prompt gets the month's best and weakest posts.
    const highlights = await inContext(api, (em) => monthHighlights(em, people.client.id, month));
    expect(highlights.best).toHaveLength(1);
    expect(highlights.weakest).toHaveLength(1);
    expect([...highlights.best, ...highlights.weakest].join('\n')).toMatch(
      /«Sonntagszopf \w+» \(instagram\): [\d.]+ % Engagement/,
    );

    // The approval record names the post and each published file's checksum.
    const detail = (await api.request('GET', `/api/projects/${reel.projectId}`, { headers: people.client.auth })).json<{
      downloads: { recordUrl: string };
    }>();
    const record = await fetch(`${api.baseUrl}${detail.downloads.recordUrl}`);
    expect(record.status).toBe(200);
    const text = pdfText(Buffer.from(await record.arrayBuffer()));
    expect(text).toContain(`reel.mp4  SHA-256 ${sha256(MP4)}`);
    expect(text).toContain(reel.permalink!);
  });

  it('publishes once when the worker dies while the network makes the post public', async () => {
    const instagram = await connected('instagram');
    const order = await approvedOrder('Ein Worker stirbt', 'post', [
      { bytes: JPEG_2, type: 'image/jpeg', name: 'zopf.jpg' },
    ]);
    // On the real clock: the recovery compares the network's date of the post with when publishing began.
    clock.set(new Date());
    const at = new Date(clock.now().getTime() + 1000);
    const { id } = (await schedule(order.id, instagram, at)).json<ScheduledPost>();
    const held = social.holdNextPublish('instagram');
    await sleep(1100);
    clock.set(new Date());
    await scan();
    const out = await held.published;
    // Killed: the worker stops at once, its job's lock runs out (a closed worker answers nothing).
    const killed = workers!;
    const runner = killed.get(JobRunner) as unknown as { workers: Worker[] };
    await Promise.all(runner.workers.map((worker) => worker.close(true)));
    workers = await startWorkers();
    const done = await settled(id);
    // The dead one's call never got its answer; its process goes now.
    await killed.close();
    expect(done).toMatchObject({ status: 'published', permalink: out.permalink, error: null });
    expect(social.posts.filter((candidate) => candidate.text.startsWith('Ein Worker stirbt'))).toHaveLength(1);
  }, 30_000);

  it('a revoked token: the post needs attention, the account is disconnected and the owner gets a mail', async () => {
    const instagram = await connected('instagram');
    const order = await approvedOrder('Token widerrufen', 'post', [
      { bytes: JPEG_3, type: 'image/jpeg', name: 'brot.jpg' },
    ]);
    const at = new Date(clock.now().getTime() + 3_600_000);
    const { id } = (await schedule(order.id, instagram, at)).json<ScheduledPost>();
    social.revokeAll();
    clock.set(new Date(at.getTime() + 1000));
    await scan();
    const done = await settled(id);
    expect(done.status).toBe('needs_attention');
    expect(done.error).toContain('neu');
    const list = (
      await api.request('GET', `/api/clients/${people.client.id}/social-accounts`, { headers: people.client.auth })
    ).json<SocialAccount[]>();
    expect(list.find((row) => row.id === instagram)!.status).toBe('disconnected');
    const mails = await waitUntil('the mails', () => {
      const subjects = smtp.received
        .filter((mail) => mail.to.includes(people.client.email))
        .map((mail) => mail.subject);
      return subjects.some((subject) => subject.startsWith('Nicht veröffentlicht auf Instagram')) &&
        subjects.some((subject) => subject.startsWith('Instagram-Konto getrennt'))
        ? subjects
        : null;
    });
    expect(
      mails.filter((subject) => subject.startsWith('Nicht veröffentlicht auf Instagram: «Token widerrufen»')),
    ).toHaveLength(1);
    // Scheduling to a disconnected account is refused; connecting it again mends it.
    expect(
      (await schedule(order.id, instagram, new Date(at.getTime() + 7_200_000))).json<{ code: string }>().code,
    ).toBe('ACCOUNT_DISCONNECTED');
    accounts.delete('instagram');
    expect(await connected('instagram')).toBe(instagram);
  });

  it('refuses the 51st Instagram post within 24 hours when scheduling', async () => {
    const instagram = await connected('instagram');
    const order = await approvedOrder('Fünfzig am Tag', 'post', [
      { bytes: JPEG, type: 'image/jpeg', name: 'viel.jpg' },
    ]);
    const start = new Date(clock.now().getTime() + 10 * 24 * 3_600_000);
    // The same order again and again: asked for (`repeat`), so only the network's limit can refuse.
    const again = { repeat: true };
    for (let index = 0; index < 50; index += 1) {
      expect(
        (await schedule(order.id, instagram, new Date(start.getTime() + index * 10 * 60_000), again)).statusCode,
      ).toBe(201);
    }
    const refused = await schedule(order.id, instagram, new Date(start.getTime() + 23 * 3_600_000), again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NETWORK_LIMIT',
      message: expect.stringContaining('50 Beiträge in 24 Stunden'),
    });
    // A day later there is room again.
    expect(
      (await schedule(order.id, instagram, new Date(start.getTime() + 50 * 10 * 60_000 + 24 * 3_600_000), again))
        .statusCode,
    ).toBe(201);
  });

  it('refuses what cannot go out: an order not approved, a PNG for Instagram, a time gone by; a post out is not edited', async () => {
    const instagram = await connected('instagram');
    const open = await new ProjectFactory(api).create({
      status: 'review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
    });
    expect((await schedule(open.id, instagram, new Date(clock.now().getTime() + 3_600_000))).json()).toMatchObject({
      code: 'NOT_APPROVED',
    });
    const png = await new ProjectFactory(api).create({
      status: 'completed',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
    });
    expect((await schedule(png.id, instagram, new Date(clock.now().getTime() + 3_600_000))).json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'socialAccountId' }],
    });
    const order = await approvedOrder('Zu spät', 'post', [{ bytes: JPEG, type: 'image/jpeg', name: 'spät.jpg' }]);
    expect((await schedule(order.id, instagram, new Date(clock.now().getTime() - 60_000))).json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'at' }],
    });
    // Designers and strangers schedule nothing.
    expect(
      (
        await api.request('POST', `/api/projects/${order.id}/schedule`, {
          headers: people.designer.auth,
          payload: { socialAccountId: instagram, at: new Date(clock.now().getTime() + 3_600_000).toISOString() },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.request('POST', `/api/projects/${order.id}/schedule`, {
          headers: people.otherClient.auth,
          payload: { socialAccountId: instagram, at: new Date(clock.now().getTime() + 3_600_000).toISOString() },
        })
      ).statusCode,
    ).toBe(404);
    // Edited while scheduled, taken back; gone then.
    const { id } = (
      await schedule(order.id, instagram, new Date(clock.now().getTime() + 3_600_000))
    ).json<ScheduledPost>();
    const edited = await api.request('PATCH', `/api/scheduled-posts/${id}`, {
      headers: people.client.auth,
      payload: { caption: 'Neu formuliert', hashtags: ['#bäckerei'] },
    });
    expect(edited.json()).toMatchObject({ caption: 'Neu formuliert', hashtags: ['bäckerei'], status: 'scheduled' });
    expect(
      (await api.request('DELETE', `/api/scheduled-posts/${id}`, { headers: people.client.auth })).statusCode,
    ).toBe(204);
    expect((await api.request('GET', `/api/scheduled-posts/${id}`, { headers: people.client.auth })).statusCode).toBe(
      404,
    );
    // A published post stays as it went out.
    const published = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ id: string }[]>(
          'select id from scheduled_post where client_id = ? and published_at is not null limit 1',
          [people.client.id],
        ),
    );
    const refused = await api.request('PATCH', `/api/scheduled-posts/${published[0]!.id}`, {
      headers: people.client.auth,
      payload: { caption: 'Nachträglich' },
    });
    expect(refused.json()).toMatchObject({ code: 'NOT_SCHEDULED' });
  });

  it('publishes to Facebook and LinkedIn too, each in its own wire format', async () => {
    const order = await approvedOrder('Zwei Netzwerke', 'carousel', [
      { bytes: JPEG, type: 'image/jpeg', name: 'eins.jpg' },
      { bytes: JPEG_2, type: 'image/jpeg', name: 'zwei.jpg' },
    ]);
    const at = new Date(clock.now().getTime() + 3_600_000);
    const ids: string[] = [];
    for (const network of ['facebook', 'linkedin'] as const) {
      const answer = await schedule(order.id, await connected(network), at);
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json<ScheduledPost>().id);
    }
    clock.set(new Date(at.getTime() + 1000));
    await scan();
    for (const id of ids) {
      const done = await settled(id);
      expect(done.status).toBe('published');
      const out = social.posts.find((candidate) => candidate.permalink === done.permalink)!;
      expect(out.network).toBe(done.network);
      expect(out.files.map((file) => file.sha256)).toEqual([sha256(JPEG), sha256(JPEG_2)]);
    }
  });

  it('publishes stories on Instagram and Facebook (a 9:16 image and video), the files byte for byte, and reads their figures', async () => {
    const image = jpegOfSize(1080, 1920, 'story');
    const video = mp4OfSize(1080, 1920);
    const at = new Date(clock.now().getTime() + 3_600_000);
    const stories: { id: string; bytes: Buffer; network: 'instagram' | 'facebook'; format: string }[] = [];
    for (const [contentType, bytes, type, name] of [
      ['post', image, 'image/jpeg', 'story.jpg'],
      ['reel', video, 'video/mp4', 'story.mp4'],
    ] as const) {
      const order = await approvedOrder(`Story ${name}`, contentType, [{ bytes, type, name }]);
      for (const network of ['instagram', 'facebook'] as const) {
        const answer = await schedule(order.id, await connected(network), at, { format: 'story' });
        expect(answer.statusCode).toBe(201);
        const format = network === 'instagram' ? 'STORY' : `${type.startsWith('video/') ? 'video' : 'photo'}_story`;
        stories.push({ id: answer.json<ScheduledPost>().id, bytes, network, format });
      }
    }
    clock.set(new Date(at.getTime() + 1000));
    await scan();
    for (const story of stories) {
      const done = await settled(story.id);
      expect(done).toMatchObject({ status: 'published', format: 'story', error: null });
      const out = social.posts.find((candidate) => candidate.permalink === done.permalink)!;
      expect(out).toMatchObject({ network: story.network, format: story.format });
      expect(done.permalink).toContain('/stories/');
      expect(out.files.map((file) => file.sha256)).toEqual([sha256(story.bytes)]);
      // Its figures like any post's (a story's own metrics on Instagram).
      expect(
        (await waitUntil(`the figures of ${story.id}`, async () => (await post(story.id)).metrics))!.reach,
      ).toEqual(expect.any(Number));
    }
  });

  it("posts an Instagram post's first comment right after it, once, also when the worker died after the call", async () => {
    const instagram = await connected('instagram');
    const order = await approvedOrder('Erster Kommentar', 'post', [
      { bytes: jpegOfSize(1080, 1350, 'kommentar'), type: 'image/jpeg', name: 'kommentar.jpg' },
    ]);
    const at = new Date(clock.now().getTime() + 3_600_000);
    const scheduled = await schedule(order.id, instagram, at, { firstComment: '#zürich #brot #backstube' });
    expect(scheduled.json<ScheduledPost>()).toMatchObject({ firstCommentStatus: 'pending' });
    const { id } = scheduled.json<ScheduledPost>();
    clock.set(new Date(at.getTime() + 1000));
    await scan();
    expect(await settled(id)).toMatchObject({ status: 'published' });
    const done = await waitUntil('the first comment', async () => {
      const current = await post(id);
      return current.firstCommentStatus === 'posted' ? current : null;
    });
    expect(done).toMatchObject({ firstComment: '#zürich #brot #backstube', firstCommentError: null });
    const media = social.posts.find((candidate) => candidate.permalink === done.permalink)!;
    const onMedia = () => social.comments.filter((comment) => comment.media === media.externalId);
    expect(onMedia()).toEqual([
      expect.objectContaining({ text: '#zürich #brot #backstube', username: social.accounts.instagram.username }),
    ]);

    // A worker that died after Instagram took the comment, before the answer was kept: the comment
    // is `posting`; the job's next run finds it among the post's comments and posts none again.
    await inContext(api, (em) =>
      em
        .getConnection()
        .execute(`update scheduled_post set first_comment_status = 'posting', first_comment_id = null where id = ?`, [
          id,
        ]),
    );
    const jobs = workers!.get(PublishingJobs);
    expect(await RequestContext.create(workers!.get(MikroORM).em, () => jobs.comment({ scheduledPostId: id }))).toBe(
      'posted',
    );
    expect(await RequestContext.create(workers!.get(MikroORM).em, () => jobs.comment({ scheduledPostId: id }))).toBe(
      'none',
    );
    expect(onMedia()).toHaveLength(1);
    expect((await post(id)).firstCommentStatus).toBe('posted');
  });

  it('keeps a post published when Instagram refuses its first comment, and says why on the post', async () => {
    const instagram = await connected('instagram');
    const order = await approvedOrder('Kommentar abgelehnt', 'post', [
      { bytes: jpegOfSize(1080, 1080, 'abgelehnt'), type: 'image/jpeg', name: 'abgelehnt.jpg' },
    ]);
    const at = new Date(clock.now().getTime() + 3_600_000);
    const { id } = (await schedule(order.id, instagram, at, { firstComment: '#brot' })).json<ScheduledPost>();
    social.refuseNextComment('Comments are turned off for this media');
    clock.set(new Date(at.getTime() + 1000));
    await scan();
    const failed = await waitUntil('the refused comment', async () => {
      const current = await post(id);
      return current.firstCommentStatus === 'failed' ? current : null;
    });
    expect(failed).toMatchObject({ status: 'published', error: null });
    expect(failed.firstCommentError).toMatch(
      /^Der Beitrag ist veröffentlicht, der erste Kommentar nicht: Instagram hat ihn abgelehnt \(.*Comments are turned off for this media\)\.$/,
    );
    const media = social.posts.find((candidate) => candidate.permalink === failed.permalink)!;
    expect(social.comments.filter((comment) => comment.media === media.externalId)).toHaveLength(0);
  });

  it('renews tokens before they expire and warns the owner once, seven days before the connection can no longer be renewed', async () => {
    const linkedin = await connected('linkedin');
    const row = () =>
      inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ access_token: string; expires_at: Date; status: string; warned_for: Date | null }[]>(
            'select access_token, expires_at, status, warned_for from social_account where id = ?',
            [linkedin],
          ),
      ).then((rows) => rows[0]!);
    const renew = () => RequestContext.create(workers!.get(MikroORM).em, () => workers!.get(SocialTokenJobs).renew());
    const set = (column: 'expires_at' | 'refreshable_until', at: Date) =>
      inContext(api, (em) =>
        em.getConnection().execute(`update social_account set ${column} = ? where id = ?`, [at, linkedin]),
      );
    const day = 24 * 3_600_000;

    // An access token that expires tomorrow is renewed now.
    await set('expires_at', new Date(clock.now().getTime() + day));
    const before = await row();
    expect(await renew()).toMatchObject({ renewed: 1, refused: 0 });
    const after = await row();
    expect(after.access_token).not.toBe(before.access_token);
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(clock.now().getTime() + 2 * day);

    // Renewable for five more days only: the owners are warned, once.
    await set('refreshable_until', new Date(clock.now().getTime() + 5 * day));
    expect(await renew()).toMatchObject({ warned: 1 });
    expect(await renew()).toMatchObject({ warned: 0 });
    expect((await row()).status).toBe('expiring');
    const list = (
      await api.request('GET', `/api/clients/${people.client.id}/social-accounts`, { headers: people.client.auth })
    ).json<SocialAccount[]>();
    expect(list.find((account) => account.id === linkedin)).toMatchObject({
      status: 'expiring',
      expiresAt: expect.any(String),
    });
    await waitUntil('the warning mail', () =>
      smtp.received.some(
        (mail) =>
          mail.to.includes(people.client.email) && mail.subject.startsWith('Bitte LinkedIn-Konto neu verbinden'),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => mail.subject.startsWith('Bitte LinkedIn-Konto neu verbinden'))).toHaveLength(
      1,
    );
  });

  it('shows the posts on the calendar: scheduled on their day, published when they went out', async () => {
    const day = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(at);
    const from = day(new Date(clock.now().getTime() - 2 * 24 * 3_600_000));
    const to = day(new Date(clock.now().getTime() + 20 * 24 * 3_600_000));
    const calendar = (
      await api.request('GET', `/api/clients/${people.client.id}/calendar?from=${from}&to=${to}`, {
        headers: people.client.auth,
      })
    ).json<{ items: { kind: string; network: string | null; projectId: string | null }[] }>();
    expect(calendar.items.filter((item) => item.kind === 'published').length).toBeGreaterThanOrEqual(4);
    expect(
      calendar.items
        .filter((item) => item.kind === 'scheduled')
        .every((item) => item.network === 'instagram' && item.projectId),
    ).toBe(true);
  });
});
