import { POST_TEXT_LIMITS, postTextAsSent } from '../../src/contracts/publishing.js';
import { inContext } from '../factories.js';
import { JPEG } from '../files.js';
import type { ProjectFactory } from '../project-factory.js';
import type { Cast } from '../projects-fixtures.js';
import { ahead, publishingDesk, type Accounts, type PublishingDesk } from '../publishing-fixtures.js';
import type { TestApp } from '../test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scheduling you can trust (issue 37): the same version goes out once per account unless the
 * caller repeats it on purpose, and a post's text is checked as the publisher sends it (caption,
 * blank line, hashtags) against the chosen network's limits, on scheduling and on a change.
 */
describe('scheduling a post', () => {
  let app: TestApp;
  let people: Cast;
  let factory: ProjectFactory;
  let accounts: Accounts;
  let approvedOrder: PublishingDesk['approvedOrder'];
  let schedule: PublishingDesk['schedule'];

  beforeAll(async () => {
    ({ app, people, factory, accounts, approvedOrder, schedule } = await publishingDesk());
  });
  afterAll(() => app?.close());

  describe('the same version twice on one account', () => {
    it('is refused with 409 DUPLICATE_POST naming the post already there, and scheduled when the caller repeats it', async () => {
      const projectId = await approvedOrder();
      const first = await schedule(projectId, { socialAccountId: accounts.instagram });
      expect(first.statusCode).toBe(201);

      const again = await schedule(projectId, { socialAccountId: accounts.instagram });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'DUPLICATE_POST',
        message: expect.stringMatching(/^Diese Version ist auf diesem Konto bereits geplant: /),
        duplicate: { scheduledPostId: first.json().id, at: first.json().at, status: 'scheduled' },
      });

      // Another account of the company takes it; the same one only on purpose.
      expect((await schedule(projectId, { socialAccountId: accounts.facebook })).statusCode).toBe(201);
      const repeated = await schedule(projectId, { socialAccountId: accounts.instagram, repeat: true });
      expect(repeated.statusCode).toBe(201);
      const posts = (
        await app.request('GET', `/api/projects/${projectId}/scheduled-posts`, { headers: people.client.auth })
      ).json() as { socialAccountId: string }[];
      expect(posts.filter((post) => post.socialAccountId === accounts.instagram)).toHaveLength(2);
    });

    it('counts a published post too, and a cancelled one no longer', async () => {
      const projectId = await approvedOrder();
      const first = (await schedule(projectId, { socialAccountId: accounts.linkedin })).json() as { id: string };
      await app.request('DELETE', `/api/scheduled-posts/${first.id}`, { headers: people.client.auth });
      const second = await schedule(projectId, { socialAccountId: accounts.linkedin });
      expect(second.statusCode).toBe(201);

      await inContext(app, (em) =>
        em
          .getConnection()
          .execute(`update scheduled_post set status = 'published', published_at = now() where id = ?`, [
            second.json().id,
          ]),
      );
      const again = await schedule(projectId, { socialAccountId: accounts.linkedin });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'DUPLICATE_POST',
        message: expect.stringMatching(/bereits veröffentlicht: /),
        duplicate: { status: 'published' },
      });
    });

    it('lets only one of three simultaneous requests through (the account row is locked while it looks)', async () => {
      const projectId = await approvedOrder();
      const answers = await Promise.all([0, 1, 2].map(() => schedule(projectId, { socialAccountId: accounts.tiktok })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('refuses moving a post onto an account where its version already is, unless repeated', async () => {
      const projectId = await approvedOrder();
      await schedule(projectId, { socialAccountId: accounts.facebook });
      const other = (await schedule(projectId, { socialAccountId: accounts.linkedin })).json() as { id: string };
      const move = (body: Record<string, unknown>) =>
        app.request('PATCH', `/api/scheduled-posts/${other.id}`, { headers: people.client.auth, payload: body });
      expect((await move({ socialAccountId: accounts.facebook })).json()).toMatchObject({ code: 'DUPLICATE_POST' });
      expect((await move({ socialAccountId: accounts.facebook, repeat: true })).statusCode).toBe(200);
      // A change of its own time is no duplicate of itself.
      expect((await move({ at: ahead() })).statusCode).toBe(200);
    });
  });

  describe('the text as sent', () => {
    /** A caption that, sent with these hashtags, is exactly `length` characters long. */
    const captionFor = (length: number, hashtags: string[]) =>
      'a'.repeat(length - postTextAsSent('', hashtags).length - (hashtags.length ? 2 : 0));

    it.each([
      ['instagram', 2200],
      ['tiktok', 2200],
      ['linkedin', 3000],
      ['facebook', 63_206],
    ] as const)('on %s: caption, blank line and hashtags together at most %i characters', async (network, limit) => {
      expect(POST_TEXT_LIMITS[network].chars).toBe(limit);
      const projectId = await approvedOrder();
      const hashtags = ['brot', 'zuerich'];
      const fits = captionFor(limit, hashtags);
      expect(postTextAsSent(fits, hashtags)).toHaveLength(limit);

      const tooLong = await schedule(projectId, { socialAccountId: accounts[network], caption: `${fits}b`, hashtags });
      expect(tooLong.statusCode).toBe(400);
      const label = { instagram: 'Instagram', tiktok: 'TikTok', linkedin: 'LinkedIn', facebook: 'Facebook' }[network];
      const message = `Caption und Hashtags sind zusammen ${(limit + 1).toLocaleString('de-CH')} Zeichen lang; ${label} erlaubt höchstens ${limit.toLocaleString('de-CH')}.`;
      expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', message, errors: [{ field: 'caption', message }] });

      const fitting = await schedule(projectId, { socialAccountId: accounts[network], caption: fits, hashtags });
      expect(fitting.statusCode).toBe(201);
    });

    it('takes the caption alone up to the limit but not with the hashtags that push it over (only the caption was counted)', async () => {
      const projectId = await approvedOrder();
      const caption = 'a'.repeat(2190);
      const answer = await schedule(projectId, {
        socialAccountId: accounts.instagram,
        caption,
        hashtags: ['backstube'],
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([
        { field: 'caption', message: expect.stringContaining(`${(2202).toLocaleString('de-CH')} Zeichen`) },
      ]);
    });

    it('allows at most 30 hashtags on Instagram, more elsewhere', async () => {
      const projectId = await approvedOrder();
      const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`);
      const many = await schedule(projectId, {
        socialAccountId: accounts.instagram,
        caption: 'Brot',
        hashtags: tags(31),
      });
      expect(many.statusCode).toBe(400);
      expect(many.json()).toMatchObject({
        code: 'VALIDATION',
        errors: [{ field: 'hashtags', message: 'Instagram erlaubt höchstens 30 Hashtags pro Beitrag.' }],
      });
      expect(
        (await schedule(projectId, { socialAccountId: accounts.instagram, caption: 'Brot', hashtags: tags(30) }))
          .statusCode,
      ).toBe(201);
      expect(
        (await schedule(projectId, { socialAccountId: accounts.facebook, caption: 'Brot', hashtags: tags(31) }))
          .statusCode,
      ).toBe(201);
    });

    it("checks a change of the text or the account against the (new) network's limit", async () => {
      const projectId = await approvedOrder();
      const post = (
        await schedule(projectId, { socialAccountId: accounts.linkedin, caption: 'a'.repeat(2900), hashtags: [] })
      ).json() as { id: string };
      const patch = (body: Record<string, unknown>) =>
        app.request('PATCH', `/api/scheduled-posts/${post.id}`, { headers: people.client.auth, payload: body });

      // 2,900 characters fit LinkedIn, not Instagram.
      const moved = await patch({ socialAccountId: accounts.instagram, repeat: true });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors[0]).toMatchObject({
        field: 'caption',
        message: expect.stringContaining('Instagram erlaubt höchstens'),
      });

      const longer = await patch({ caption: 'a'.repeat(2990), hashtags: ['brot', 'zuerich'] });
      expect(longer.statusCode).toBe(400);
      expect(longer.json().errors[0]).toMatchObject({
        field: 'caption',
        message: expect.stringContaining('LinkedIn erlaubt höchstens 3'),
      });
      expect((await patch({ hashtags: ['brot'] })).statusCode).toBe(200);
    });
  });

  describe('on the calendar', () => {
    /** The Zurich day of a moment (YYYY-MM-DD), as the calendar names its days. */
    const zurichDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(at);

    it("shows a scheduled post on its day and a published one when it went out, with the order's title and the account's network", async () => {
      const projectId = await factory
        .create({
          status: 'completed',
          clientId: people.client.id,
          designerId: people.designer.id,
          adminId: people.admin.id,
          title: 'Zopf am Sonntag',
          contentType: 'post',
          designs: [{ bytes: JPEG, type: 'image/jpeg', name: 'zopf.jpg' }],
        })
        .then((project) => project.id);
      const at = new Date(Date.now() + 3 * DAY_MS).toISOString();
      const scheduled = (await schedule(projectId, { socialAccountId: accounts.facebook, at })).json() as {
        id: string;
      };
      const published = (await schedule(projectId, { socialAccountId: accounts.linkedin, at })).json() as {
        id: string;
      };
      const out = new Date(Math.floor(Date.now() / 1000) * 1000);
      await inContext(app, (em) =>
        em
          .getConnection()
          .execute(`update scheduled_post set status = 'published', published_at = ? where id = ?`, [
            out,
            published.id,
          ]),
      );

      const from = zurichDay(new Date(Date.now() - DAY_MS));
      const to = zurichDay(new Date(Date.now() + 10 * DAY_MS));
      const answer = await app.request('GET', `/api/clients/${people.client.id}/calendar?from=${from}&to=${to}`, {
        headers: people.client.auth,
      });
      expect(answer.statusCode).toBe(200);
      const posts = (answer.json() as { items: { kind: string; projectId: string | null }[] }).items.filter(
        (item) => item.projectId === projectId && item.kind !== 'order',
      );
      expect(posts).toEqual([
        {
          kind: 'published',
          id: published.id,
          projectId,
          network: 'linkedin',
          format: 'feed',
          title: 'Zopf am Sonntag',
          contentType: 'post',
          at: out.toISOString(),
          status: 'published',
        },
        {
          kind: 'scheduled',
          id: scheduled.id,
          projectId,
          network: 'facebook',
          format: 'feed',
          title: 'Zopf am Sonntag',
          contentType: 'post',
          at,
          status: 'scheduled',
        },
      ]);
    });
  });

  describe("a change through the post's machine", () => {
    /** The PostScheduled events recorded for the post, oldest first (what plans its publish job). */
    const planned = (id: string) =>
      inContext(app, async (em) =>
        (
          await em
            .getConnection()
            .execute<{ at: string }[]>(
              `select payload->>'at' as at from outbox_event where type = 'PostScheduled' and payload->>'scheduledPostId' = ? order by created_at, id`,
              [id],
            )
        ).map((row) => row.at),
      );
    const row = (id: string) =>
      inContext(app, async (em) => {
        const [found] = await em
          .getConnection()
          .execute<Record<string, unknown>[]>(
            'select status, at, caption, checkpoint, attempts, error, started_at, files from scheduled_post where id = ?',
            [id],
          );
        return found;
      });
    const patch = (id: string, payload: Record<string, unknown>) =>
      app.request('PATCH', `/api/scheduled-posts/${id}`, { headers: people.client.auth, payload });

    it('plans the publish job again only when the time moves; a failed post starts over; a cancelled one is gone', async () => {
      const first = ahead();
      const created = await schedule(await approvedOrder(), { socialAccountId: accounts.facebook, at: first });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: string }>().id;
      expect(await planned(id)).toEqual([first]);

      // The text alone: no new plan.
      expect((await patch(id, { caption: 'Neu gebacken' })).json()).toMatchObject({ caption: 'Neu gebacken' });
      expect(await planned(id)).toEqual([first]);
      // Another time: planned again, for it.
      const later = ahead();
      expect((await patch(id, { at: later })).json()).toMatchObject({ at: later, status: 'scheduled' });
      expect(await planned(id)).toEqual([first, later]);

      // A failed publication, scheduled again: a new one, its checkpoint and proof empty.
      await inContext(app, (em) =>
        em.getConnection().execute(
          `update scheduled_post set status = 'failed', error = 'Abgelehnt', attempts = 3, started_at = now(),
                    checkpoint = '{"step":"uploaded"}', files = jsonb_set(files, '{0,sha256}', '"abc"') where id = ?`,
          [id],
        ),
      );
      expect((await patch(id, { caption: 'Ohne Zeit' })).json()).toMatchObject({
        statusCode: 409,
        code: 'NOT_SCHEDULED',
      });
      const again = ahead();
      expect((await patch(id, { at: again })).json()).toMatchObject({ status: 'scheduled', at: again });
      expect(await row(id)).toMatchObject({
        status: 'scheduled',
        caption: 'Neu gebacken',
        checkpoint: {},
        attempts: 0,
        error: null,
        started_at: null,
        files: [expect.objectContaining({ sha256: '' })],
      });
      expect(await planned(id)).toEqual([first, later, again]);

      expect(
        (await app.request('DELETE', `/api/scheduled-posts/${id}`, { headers: people.client.auth })).statusCode,
      ).toBe(204);
      expect(await row(id)).toBeUndefined();
      expect((await patch(id, { caption: 'Weg' })).statusCode).toBe(404);
    });
  });
});
