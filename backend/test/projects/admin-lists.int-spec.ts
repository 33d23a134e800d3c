import type { EntityManager } from '@mikro-orm/postgresql';
import { createSignedIn, createUser, inContext, type SignedInUser, type TestUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

interface ProjectPage {
  items: { id: string; title: string }[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}
interface Detail {
  id: string;
  title: string;
  client: { name: string };
}

/**
 * Orders written straight into the table (as the bench seeds them): thousands through the API
 * would take minutes. `createdAt` of the first; each next one a second later.
 */
async function insertOrders(
  app: TestApp,
  client: TestUser,
  count: number,
  status: string,
  title: string,
  createdAt: string,
): Promise<void> {
  await inContext(app, (em: EntityManager) =>
    em.getConnection().execute(
      `insert into project (id, client_id, title, description, content_type, status, created_at, updated_at)
       select gen_random_uuid(), ?, ? || ' ' || g, 'Ein Post', 'post', ?, ?::timestamptz + g * interval '1 second', ?::timestamptz + g * interval '1 second'
         from generate_series(1, ?) g`,
      [client.id, title, status, createdAt, createdAt, count],
    ),
  );
}

/** The admin's screens at scale (issue 25): the all-orders list counts only so far, the review queue pages. */
describe("the admin's order list and review queue", () => {
  let app: TestApp;
  let admin: SignedInUser;
  let big: SignedInUser;
  let small: TestUser;
  const tag = `a${Date.now().toString(36)}`;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await createSignedIn(app, 'admin', 'Ada Admin');
    big = await createSignedIn(app, 'client', `Grosskunde ${tag}`);
    small = await createUser(app, 'client', `Kleinkunde ${tag}`);
  });
  afterAll(async () => {
    // The thousands of orders would change other files' admin lists: gone again.
    await inContext(app, (em: EntityManager) =>
      em.getConnection().execute('delete from project where client_id in (?, ?)', [big.id, small.id]),
    );
    await app.close();
  });

  const get = (path: string, auth = admin.auth) => app.request('GET', path, { headers: auth });

  it('counts at most 10 000 of all orders for the admin and says so; a client gets its exact total', async () => {
    await insertOrders(app, big, 10_001, 'completed', `Massenauftrag ${tag}`, '2001-01-01T00:00:00Z');
    await insertOrders(app, small, 3, 'completed', `Einzelauftrag ${tag}`, '2001-06-01T00:00:00Z');

    const all = (await get('/api/projects?status=completed&pageSize=12')).json<ProjectPage>();
    expect(all).toMatchObject({ total: 10_000, totalCapped: true, page: 1, pageSize: 12 });
    expect(all.items).toHaveLength(12);

    // A deeper page follows on from the one before it, newest first.
    const pages = await Promise.all(
      [40, 41].map(async (page) =>
        (
          await get(`/api/projects?search=${encodeURIComponent(`Massenauftrag ${tag}`)}&pageSize=12&page=${page}`)
        ).json<ProjectPage>(),
      ),
    );
    expect(pages[0]).toMatchObject({ total: 10_000, totalCapped: true, page: 40 });
    const numbers = [...pages[0].items, ...pages[1].items].map((item) => Number(item.title.split(' ').at(-1)));
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => 10_001 - 39 * 12 - i));

    // Few matches: counted exactly, not capped.
    const few = (await get(`/api/projects?search=${encodeURIComponent(`Einzelauftrag ${tag}`)}`)).json<ProjectPage>();
    expect(few).toMatchObject({ total: 3, totalCapped: false });
    // The client's own list is small by nature and always exact, even past the cap.
    expect((await get('/api/projects?pageSize=1', big.auth)).json<ProjectPage>()).toMatchObject({
      total: 10_001,
      totalCapped: false,
    });
    // Past the end: no rows, the capped count still said.
    expect(
      (
        await get(`/api/projects?search=${encodeURIComponent(`Massenauftrag ${tag}`)}&pageSize=100&page=200`)
      ).json<ProjectPage>(),
    ).toMatchObject({ items: [], total: 10_000, totalCapped: true });
  });

  it('pages the review queue oldest first when asked, and keeps the bounded list without paging', async () => {
    // Older than anything the other tests make: the queue's first 101.
    await insertOrders(app, small, 101, 'admin_review', `Prüfauftrag ${tag}`, '1999-01-01T00:00:00Z');

    const first = await get('/api/admin/review-queue?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ items: Detail[]; total: number; page: number; pageSize: number }>();
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.total).toBeGreaterThanOrEqual(101);
    expect(page1.items.map((item) => item.title)).toEqual([`Prüfauftrag ${tag} 1`, `Prüfauftrag ${tag} 2`]);
    expect(page1.items[0].client.name).toBe(`Kleinkunde ${tag}`);
    const page2 = (await get('/api/admin/review-queue?page=2&pageSize=2')).json<{ items: Detail[] }>();
    expect(page2.items.map((item) => item.title)).toEqual([`Prüfauftrag ${tag} 3`, `Prüfauftrag ${tag} 4`]);
    // `pageSize` alone asks for the first page.
    expect((await get('/api/admin/review-queue?pageSize=1')).json<{ items: Detail[]; page: number }>()).toMatchObject({
      page: 1,
      items: [{ title: `Prüfauftrag ${tag} 1` }],
    });

    // Without paging: the list of the contract, its 100 oldest.
    const list = (await get('/api/admin/review-queue')).json<Detail[]>();
    expect(list).toHaveLength(100);
    expect(list[0].title).toBe(`Prüfauftrag ${tag} 1`);
    expect(list[99].title).toBe(`Prüfauftrag ${tag} 100`);

    // Bounded, and the admin's alone.
    expect((await get('/api/admin/review-queue?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/admin/review-queue?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/review-queue?page=1', big.auth)).statusCode).toBe(403);
  });
});
