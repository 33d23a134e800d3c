import type { Calendar } from '../../src/contracts/calendar-answers.js';
import type { BestTime } from '../../src/contracts/publishing-answers.js';
import { PostMetric } from '../../src/publishing/post-metric.entity.js';
import { createMember, inContext, signIn } from '../factories.js';
import { JPEG, jpegOfSize, mp4OfSize } from '../files.js';
import type { Cast } from '../projects-fixtures.js';
import { publishingDesk, type Accounts, type PublishingDesk } from '../publishing-fixtures.js';
import type { TestApp } from '../test-app.js';

/**
 * Publishing, second round (issue 42), as scheduling sees it: a story only on Instagram and
 * Facebook, of one file in 9:16 read from the stored file's header; a first comment only on
 * Instagram with a feed post; the best times from the company's own published posts.
 */
describe('stories, the first comment and the best times', () => {
  let app: TestApp;
  let people: Cast;
  let viewer: Record<string, string>;
  let viewerId: string;
  let accounts: Accounts;
  let approvedOrder: PublishingDesk['approvedOrder'];
  let schedule: PublishingDesk['schedule'];

  beforeAll(async () => {
    ({ app, people, accounts, approvedOrder, schedule } = await publishingDesk());
    const member = await createMember(app, people.client.id, 'viewer', { name: 'Vera Viewer' });
    viewerId = member.id;
    viewer = (await signIn(app, member)).auth;
  });
  afterAll(() => app?.close());

  /** An approved order of one image in 9:16, as a story wants it. */
  const storyOrder = () =>
    approvedOrder({ designs: [{ bytes: jpegOfSize(1080, 1920), type: 'image/jpeg', name: 's.jpg' }] });

  describe('a story', () => {
    it('is scheduled on Instagram and Facebook from one 9:16 image or video, and answers its format', async () => {
      const image = await approvedOrder({
        designs: [{ bytes: jpegOfSize(1080, 1920), type: 'image/jpeg', name: 'story.jpg' }],
      });
      const video = await approvedOrder({
        designs: [{ bytes: mp4OfSize(720, 1280), type: 'video/mp4', name: 'story.mp4' }],
        contentType: 'reel',
      });
      for (const [projectId, network] of [
        [image, 'instagram'],
        [image, 'facebook'],
        [video, 'instagram'],
        [video, 'facebook'],
      ] as const) {
        const answer = await schedule(projectId, { socialAccountId: accounts[network], format: 'story' });
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toMatchObject({ format: 'story', firstComment: null, firstCommentStatus: null });
      }
    });

    it('is on the calendar as a story (not on the profile grid), a feed post as a feed post', async () => {
      const projectId = await storyOrder();
      const story = (await schedule(projectId, { socialAccountId: accounts.instagram, format: 'story' })).json<{
        id: string;
        at: string;
      }>();
      const feed = (await schedule(projectId, { socialAccountId: accounts.facebook })).json<{
        id: string;
        at: string;
      }>();
      const zurichDay = (at: string) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(at));
      const [from, to] = [story.at, feed.at].map(zurichDay).sort();
      const answer = await app.request('GET', `/api/clients/${people.client.id}/calendar?from=${from}&to=${to}`, {
        headers: people.client.auth,
      });
      expect(answer.statusCode).toBe(200);
      const posts = answer
        .json<Calendar>()
        .items.filter((item) => item.projectId === projectId && item.kind === 'scheduled')
        .map(({ id, network, format }) => ({ id, network, format }));
      expect(posts).toEqual([
        { id: story.id, network: 'instagram', format: 'story' },
        { id: feed.id, network: 'facebook', format: 'feed' },
      ]);
    });

    it.each([
      [
        'linkedin',
        'LinkedIn bietet keine Stories über die Schnittstelle an. Stories gehen auf Instagram und Facebook.',
      ],
      ['tiktok', 'TikTok bietet keine Stories über die Schnittstelle an. Stories gehen auf Instagram und Facebook.'],
    ] as const)('is refused on %s with the reason', async (network, message) => {
      const projectId = await storyOrder();
      const answer = await schedule(projectId, { socialAccountId: accounts[network], format: 'story' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION', message, errors: [{ field: 'format', message }] });
    });

    it('is refused for a file that is not 9:16, one whose size cannot be read, and a carousel', async () => {
      const square = await approvedOrder({
        designs: [{ bytes: jpegOfSize(1080, 1350), type: 'image/jpeg', name: 'quer.jpg' }],
      });
      const wrong = await schedule(square, { socialAccountId: accounts.instagram, format: 'story' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'VALIDATION',
        message:
          'Eine Story braucht das Hochformat 9:16 (z. B. 1080 × 1920 Pixel); diese Datei ist 1080 × 1350 Pixel gross. Bitte lass eine Fassung in 9:16 liefern.',
        errors: [{ field: 'format' }],
      });
      // The same file goes out as a feed post.
      expect((await schedule(square, { socialAccountId: accounts.instagram })).statusCode).toBe(201);

      const unknown = await approvedOrder({ designs: [{ bytes: JPEG, type: 'image/jpeg', name: 'klein.jpg' }] });
      expect((await schedule(unknown, { socialAccountId: accounts.facebook, format: 'story' })).json()).toMatchObject({
        errors: [{ field: 'format', message: expect.stringContaining('lässt sich nicht lesen') }],
      });
      const two = await approvedOrder({
        designs: [
          { bytes: jpegOfSize(1080, 1920, 'eins'), type: 'image/jpeg', name: 'eins.jpg' },
          { bytes: jpegOfSize(1080, 1920, 'zwei'), type: 'image/jpeg', name: 'zwei.jpg' },
        ],
      });
      expect((await schedule(two, { socialAccountId: accounts.instagram, format: 'story' })).json()).toMatchObject({
        errors: [{ field: 'format', message: expect.stringContaining('genau einem Bild oder einem Video') }],
      });
    });

    it('cannot be moved to a network without stories', async () => {
      const projectId = await storyOrder();
      const { id } = (await schedule(projectId, { socialAccountId: accounts.facebook, format: 'story' })).json() as {
        id: string;
      };
      const moved = await app.request('PATCH', `/api/scheduled-posts/${id}`, {
        headers: people.client.auth,
        payload: { socialAccountId: accounts.linkedin },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({ errors: [{ field: 'format' }] });
    });
  });

  describe('the first comment', () => {
    it('is kept with an Instagram feed post, trimmed, pending until the post is out', async () => {
      const projectId = await approvedOrder({ designs: [{ bytes: JPEG, type: 'image/jpeg', name: 'p.jpg' }] });
      const answer = await schedule(projectId, {
        socialAccountId: accounts.instagram,
        firstComment: '  #brot #zürich #backstube  ',
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({
        format: 'feed',
        firstComment: '#brot #zürich #backstube',
        firstCommentStatus: 'pending',
        firstCommentError: null,
      });
      // Changed while scheduled; emptied, it is gone.
      const patch = (firstComment: string) =>
        app.request('PATCH', `/api/scheduled-posts/${answer.json().id}`, {
          headers: people.client.auth,
          payload: { firstComment },
        });
      expect((await patch('#neu')).json()).toMatchObject({ firstComment: '#neu', firstCommentStatus: 'pending' });
      expect((await patch('')).json()).toMatchObject({ firstComment: null, firstCommentStatus: null });
    });

    it('is refused elsewhere, with a story, and beyond Instagram’s limits of a comment', async () => {
      const projectId = await storyOrder();
      const refused = async (body: Record<string, unknown>) => {
        const answer = await schedule(projectId, { repeat: true, ...body });
        expect(answer.statusCode).toBe(400);
        return (answer.json() as { errors: { field: string; message: string }[] }).errors;
      };
      expect(await refused({ socialAccountId: accounts.facebook, firstComment: '#brot' })).toEqual([
        { field: 'firstComment', message: 'Einen ersten Kommentar gibt es nur auf Instagram, nicht auf Facebook.' },
      ]);
      expect(await refused({ socialAccountId: accounts.instagram, format: 'story', firstComment: '#brot' })).toEqual([
        { field: 'firstComment', message: expect.stringContaining('Eine Story hat keine Kommentare') },
      ]);
      const tags = Array.from({ length: 31 }, (_, index) => `#tag${index}`).join(' ');
      expect(await refused({ socialAccountId: accounts.instagram, firstComment: tags })).toEqual([
        { field: 'firstComment', message: 'Instagram erlaubt höchstens 30 Hashtags im ersten Kommentar.' },
      ]);
      expect(await refused({ socialAccountId: accounts.instagram, firstComment: 'a'.repeat(2201) })).toEqual([
        {
          field: 'firstComment',
          message: `Der erste Kommentar darf höchstens ${(2200).toLocaleString('de-CH')} Zeichen lang sein`,
        },
      ]);
    });
  });

  describe('the best times', () => {
    const bestTimes = (headers: Record<string, string>, clientId = people.client.id) =>
      app.request('GET', `/api/clients/${clientId}/best-times`, { headers });

    /** A published Instagram post of the company at this Zurich weekday and hour (of a week in 2030), with its figures. */
    const published = async (projectId: string, weekday: number, hour: number, likes: number) => {
      // 2030-03-04 is a Monday; 08:00 UTC is 09:00 in Zurich in March.
      const at = new Date(Date.UTC(2030, 2, 3 + weekday, hour - 1));
      const { id } = (await schedule(projectId, { socialAccountId: accounts.instagram, repeat: true })).json() as {
        id: string;
      };
      await inContext(app, async (em) => {
        await em
          .getConnection()
          .execute(`update scheduled_post set status = 'published', published_at = ? where id = ?`, [at, id]);
        em.create(PostMetric, {
          scheduledPost: id,
          measuredAt: at,
          reach: 1000,
          impressions: 1200,
          likes,
          comments: 0,
          shares: 0,
          saves: 0,
        });
        await em.flush();
      });
    };

    it("ranks the defaults until ten posts are out, then the company's own slots by engagement", async () => {
      const before = (await bestTimes(people.client.auth)).json() as BestTime[];
      expect(before.filter((row) => row.network === 'instagram')[0]).toEqual({
        network: 'instagram',
        weekday: 2,
        hour: 18,
        score: 100,
        source: 'default',
      });
      expect(new Set(before.map((row) => row.network))).toEqual(
        new Set(['instagram', 'facebook', 'linkedin', 'tiktok']),
      );

      const projectId = await approvedOrder({ designs: [{ bytes: JPEG, type: 'image/jpeg', name: 'zahlen.jpg' }] });
      for (let index = 0; index < 5; index += 1) await published(projectId, 4, 11, 90);
      for (let index = 0; index < 4; index += 1) await published(projectId, 2, 18, 20);
      // Nine: still the defaults.
      expect(((await bestTimes(people.client.auth)).json() as BestTime[])[0]).toMatchObject({ source: 'default' });
      await published(projectId, 2, 18, 20);
      const after = ((await bestTimes(people.client.auth)).json() as BestTime[]).filter(
        (row) => row.network === 'instagram',
      );
      expect(after).toEqual([
        { network: 'instagram', weekday: 4, hour: 11, score: 100, source: 'figures' },
        { network: 'instagram', weekday: 2, hour: 18, score: expect.any(Number), source: 'figures' },
      ]);
      expect(after[1]!.score).toBeLessThan(100);
    });

    it('answers members and admins; another company and a member id as client id are not found', async () => {
      expect((await bestTimes(viewer)).statusCode).toBe(200);
      expect((await bestTimes(people.admin.auth)).statusCode).toBe(200);
      expect((await bestTimes(people.otherClient.auth)).statusCode).toBe(404);
      expect((await bestTimes(people.designer.auth)).statusCode).toBe(403);
      expect((await bestTimes(people.admin.auth, viewerId)).statusCode).toBe(404);
      expect((await bestTimes(viewer, viewerId)).statusCode).toBe(404);
      expect((await bestTimes({})).statusCode).toBe(401);
    });
  });
});
