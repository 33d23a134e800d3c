import { companiesNamedLike } from '../../src/accounts/companies.js';
import { containsPattern } from '../../src/common/search-text.js';
import { createUser, ensurePlans, inContext, linkDesigner, signIn, subscribe, type TestUser } from '../factories.js';
import { createProject } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Auth = Record<string, string>;
interface UserPage {
  items: { id: string; name: string; email: string }[];
  total: number;
  page: number;
  pageSize: number;
}
interface ProjectPage {
  items: { id: string; title: string; clientName: string }[];
  total: number;
}

/** Lists that grow (issue 23): the admin's users searched and paged, the orders searched by title and client, each in its scope. */
describe('search and paging of the users and the orders', () => {
  let app: TestApp;
  let admin: TestUser & { auth: Auth };
  const tag = `s${Date.now().toString(36)}`;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    const user = await createUser(app, 'admin', 'Ada Admin');
    admin = { ...user, auth: (await signIn(app, user)).auth };
  });
  afterAll(() => app.close());

  const get = (path: string, auth: Auth = admin.auth) => app.request('GET', path, { headers: auth });
  const withSession = async (user: TestUser) => ({ ...user, auth: (await signIn(app, user)).auth });

  describe('GET /api/admin/users', () => {
    it('finds accounts by part of the name or e-mail, any case, a page at a time with the total', async () => {
      const made = [];
      for (let i = 0; i < 5; i += 1) made.push(await createUser(app, 'designer', `Zora ${tag} Nummer ${i}`));
      const byMail = await createUser(app, 'client', 'Ohne Treffer im Namen');
      await inContext(app, (em) =>
        em
          .getConnection()
          .execute('update account set email = ? where id = ?', [`kontakt.${tag}@beispiel.ch`, byMail.id]),
      );

      const first = await get(`/api/admin/users?search=${tag.toUpperCase()}&pageSize=4`);
      expect(first.statusCode).toBe(200);
      const page1 = first.json<UserPage>();
      expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 4 });
      expect(page1.items).toHaveLength(4);
      // Newest first: the e-mail match, then the designers from the last made.
      expect(page1.items[0]).toMatchObject({ id: byMail.id, email: `kontakt.${tag}@beispiel.ch` });
      const page2 = (await get(`/api/admin/users?search=${tag}&pageSize=4&page=2`)).json<UserPage>();
      expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      expect([...page1.items, ...page2.items].map((user) => user.id).sort()).toEqual(
        [...made.map((user) => user.id), byMail.id].sort(),
      );
      // Past the end: no rows, the total still said.
      expect((await get(`/api/admin/users?search=${tag}&pageSize=4&page=3`)).json<UserPage>()).toMatchObject({
        items: [],
        total: 6,
        page: 3,
      });
      // A page without search: 20 by default, all accounts counted.
      const unfiltered = (await get('/api/admin/users?page=1')).json<UserPage>();
      expect(unfiltered.pageSize).toBe(20);
      expect(unfiltered.total).toBeGreaterThanOrEqual(7);
    });

    it('takes % and _ literally, and bounds the search and the page', async () => {
      await createUser(app, 'designer', `Pia 50%_${tag}`);
      await createUser(app, 'designer', `Pia 50xy${tag}`);
      const found = (await get(`/api/admin/users?search=${encodeURIComponent(`50%_${tag}`)}`)).json<UserPage>();
      expect(found.items.map((user) => user.name)).toEqual([`Pia 50%_${tag}`]);
      expect((await get(`/api/admin/users?search=${'x'.repeat(101)}`)).json()).toMatchObject({
        statusCode: 400,
        errors: [{ field: 'search', message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein' }],
      });
      expect((await get('/api/admin/users?pageSize=101')).statusCode).toBe(400);
      expect((await get('/api/admin/users?page=0')).statusCode).toBe(400);
    });

    it('keeps answering every account as a list without parameters, and only to admins', async () => {
      const list = await get('/api/admin/users');
      expect(Array.isArray(list.json())).toBe(true);
      const designer = await withSession(await createUser(app, 'designer'));
      expect((await get(`/api/admin/users?search=${tag}`, designer.auth)).statusCode).toBe(403);
    });
  });

  describe('GET /api/projects?search=', () => {
    it('finds orders by title or client name within what the caller sees', async () => {
      const plans = await ensurePlans(app);
      const business = plans.find((plan) => plan.name === 'Business')!;
      const [velo, baeckerei, designer, stranger] = [
        await createUser(app, 'client', `Velo Brunner ${tag}`),
        await createUser(app, 'client', `Bäckerei Frisch ${tag}`),
        await createUser(app, 'designer', 'Dora Sucht'),
        await createUser(app, 'designer', 'Fremde Designerin'),
      ];
      for (const client of [velo, baeckerei]) {
        await subscribe(app, client.id, business);
        await linkDesigner(app, client.id, designer.id);
      }
      const [veloAuth, baeckereiAuth, designerAuth, strangerAuth] = await Promise.all(
        [velo, baeckerei, designer, stranger].map(async (user) => (await signIn(app, user)).auth),
      );
      const order = (auth: Auth, title: string) =>
        createProject(app, auth, { title, description: 'Ein Post', contentType: 'post' });
      const veloSpring = await order(veloAuth, 'Frühlingsaktion Velos');
      const veloService = await order(veloAuth, 'Service-Woche');
      const breadSpring = await order(baeckereiAuth, 'Frühlingsbrot');
      const titles = async (query: string, auth: Auth = admin.auth) => {
        const response = await get(`/api/projects?${query}`, auth);
        expect(response.statusCode).toBe(200);
        return response
          .json<ProjectPage>()
          .items.map((item) => item.id)
          .sort();
      };

      // By title (any case) and by the client's name, for the admin and the designer.
      const spring = [veloSpring.id, breadSpring.id].sort();
      expect(
        (await titles(`search=FRÜHLING&pageSize=100`)).filter((id) =>
          [veloSpring.id, veloService.id, breadSpring.id].includes(id),
        ),
      ).toEqual(spring);
      expect(await titles(`search=${encodeURIComponent(`Velo Brunner ${tag}`)}`)).toEqual(
        [veloSpring.id, veloService.id].sort(),
      );
      expect(await titles(`search=${encodeURIComponent(`brunner ${tag}`)}`, designerAuth)).toEqual(
        [veloSpring.id, veloService.id].sort(),
      );
      expect(await titles(`search=${encodeURIComponent(tag)}&status=new,in_progress`, designerAuth)).toEqual(
        [veloSpring.id, veloService.id, breadSpring.id].sort(),
      );
      const counted = (await get(`/api/projects?search=${tag}&pageSize=2`, designerAuth)).json<ProjectPage>();
      expect(counted.total).toBe(3);
      expect(counted.items).toHaveLength(2);

      // Scoped as before: another client's orders and another designer's stay out of reach.
      expect(await titles('search=Frühling', veloAuth)).toEqual([veloSpring.id]);
      expect(await titles(`search=${tag}`, strangerAuth)).toEqual([]);

      // Bounded, and a blank search is no search.
      expect((await get(`/api/projects?search=${'y'.repeat(101)}`)).statusCode).toBe(400);
      expect((await get('/api/projects?search=%20%20', veloAuth)).json<ProjectPage>().total).toBe(2);
    });

    it("looks for a client's name only among the clients the caller sees: a client its own, a designer its orders' clients, an admin every company (bounded)", async () => {
      const word = `Gärtnerei${tag}`;
      const business = (await ensurePlans(app)).find((plan) => plan.name === 'Business')!;
      const [green, blue, designer, other] = [
        await createUser(app, 'client', `${word} Grün`),
        await createUser(app, 'client', `${word} Blau`),
        await createUser(app, 'designer', 'Dora Grünfink'),
        await createUser(app, 'designer', 'Olga Blaumeise'),
      ];
      // An account that is no company, named like them: it never counts as a client.
      await createUser(app, 'designer', `${word} Designerin`);
      await subscribe(app, green.id, business);
      await subscribe(app, blue.id, business);
      await linkDesigner(app, green.id, designer.id);
      await linkDesigner(app, blue.id, other.id);
      const [greenAuth, blueAuth, designerAuth] = await Promise.all(
        [green, blue, designer].map(async (user) => (await signIn(app, user)).auth),
      );
      const order = (auth: Auth, title: string) =>
        createProject(app, auth, { title, description: 'Ein Post', contentType: 'post' });
      const greenOrder = await order(greenAuth, 'Herbstpflanzen');
      const blueOrder = await order(blueAuth, 'Winterschnitt');
      const found = async (text: string, auth: Auth) => {
        const response = await get(`/api/projects?search=${encodeURIComponent(text)}`, auth);
        expect(response.statusCode).toBe(200);
        return response
          .json<ProjectPage>()
          .items.map((item) => item.id)
          .sort();
      };

      // A client: its own company's name finds its orders; another company's finds nothing.
      expect(await found(`${word} grün`, greenAuth)).toEqual([greenOrder.id]);
      expect(await found(word, greenAuth)).toEqual([greenOrder.id]);
      expect(await found(`${word} Blau`, greenAuth)).toEqual([]);
      // A designer: the clients of its orders only.
      expect(await found(word, designerAuth)).toEqual([greenOrder.id]);
      expect(await found(`${word} Blau`, designerAuth)).toEqual([]);
      // An admin: every company whose name matches.
      expect(await found(word, admin.auth)).toEqual([greenOrder.id, blueOrder.id].sort());
      expect(await found(`${word} blau`, admin.auth)).toEqual([blueOrder.id]);

      // The name match itself: only companies, only among those given, the first by name up to the limit.
      const named = (among: readonly string[] | 'all', limit: number) =>
        inContext(app, (em) => companiesNamedLike(em, containsPattern(word), among, limit));
      expect((await named('all', 10)).sort()).toEqual([green.id, blue.id].sort());
      expect(await named('all', 1)).toEqual([blue.id]);
      expect(await named([green.id, designer.id], 10)).toEqual([green.id]);
      expect(await named([], 10)).toEqual([]);
    });
  });
});
