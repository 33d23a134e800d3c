import { Account } from '../../src/accounts/account.entity.js';
import { createUser, ensurePlans, inContext, linkDesigner, signIn, subscribe, type TestUser } from '../factories.js';
import { createTestApp, uniqueEmail, type ApiResponse, type TestApp } from '../test-app.js';

const INVALID_CHARACTERS = 'Die Anfrage enthält ungültige Zeichen';
const TOO_DEEP = 'Die Anfrage ist zu tief verschachtelt';
const SLIDE_IDEAS = 'Slide-Ideen: höchstens 6, nummeriert von 1 bis 6';

const nestedArrays = (depth: number) => '['.repeat(depth) + '"x"' + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '"x"' + '}'.repeat(depth);

function expectRefused(response: ApiResponse, message: string, field?: string): void {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message });
  if (field) expect(body.errors[0]).toEqual({ field, message });
}

/** Malformed input answers 400 with a German message, never 500, and writes nothing. */
describe('malformed request input', () => {
  let app: TestApp;
  let client: TestUser;
  let auth: Record<string, string>;
  const order = { title: 'Frühlingsaktion', description: 'Worum es geht', contentType: 'carousel' };

  beforeAll(async () => {
    ({ app } = await createTestApp({ BODY_LIMIT_BYTES: '16384' }));
    const [, business] = await ensurePlans(app);
    client = await createUser(app, 'client', 'Kundin Input');
    const designer = await createUser(app, 'designer');
    await subscribe(app, client.id, business);
    await linkDesigner(app, client.id, designer.id);
    ({ auth } = await signIn(app, client));
  });
  afterAll(() => app.close());

  async function ordersOfClient(): Promise<number> {
    const response = await app.request('GET', '/api/projects?pageSize=100', { headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json().total;
  }
  const accountExists = (email: string) =>
    inContext(app, (em) => em.count(Account, { email: email.toLowerCase() })).then((n) => n > 0);
  const createOrder = (payload: unknown) => app.request('POST', '/api/projects', { headers: auth, payload });
  const createOrderRaw = (rawBody: string) =>
    app.request('POST', '/api/projects', { headers: { ...auth, 'content-type': 'application/json' }, rawBody });

  describe('NUL characters', () => {
    it('in a sign-up name, e-mail or password', async () => {
      for (const body of [
        { name: 'Anna\u0000Muster', email: uniqueEmail(), password: 'geheim123' },
        { name: 'Anna', email: `a\u0000${uniqueEmail()}`, password: 'geheim123' },
        { name: 'Anna', email: uniqueEmail(), password: 'geheim\u0000123' },
      ]) {
        const response = await app.request('POST', '/api/auth/sign-up', { payload: body });
        expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message: INVALID_CHARACTERS });
        expect(await accountExists(body.email.replace('\u0000', ''))).toBe(false);
      }
    });

    it('in an order title, a nested slide idea or a key', async () => {
      expectRefused(await createOrder({ ...order, title: 'Früh\u0000ling' }), INVALID_CHARACTERS);
      expectRefused(
        await createOrder({ ...order, slideIdeas: [{ number: 1, content: 'Idee\u0000' }] }),
        INVALID_CHARACTERS,
      );
      expectRefused(await createOrder({ ...order, ['ti\u0000tle']: 'x' }), INVALID_CHARACTERS);
      expect(await ordersOfClient()).toBe(0);
    });

    it('in a form body', async () => {
      const email = uniqueEmail();
      const response = await app.request('POST', '/api/auth/sign-up', {
        rawBody: `name=Anna%00&email=${encodeURIComponent(email)}&password=geheim123`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectRefused(response, INVALID_CHARACTERS);
      expect(await accountExists(email)).toBe(false);
    });

    it('in the query string or a path segment', async () => {
      expectRefused(await app.request('GET', '/api/projects?status=review%00', { headers: auth }), INVALID_CHARACTERS);
      expectRefused(await app.request('GET', '/api/projects?page=1&x%00=1', { headers: auth }), INVALID_CHARACTERS);
      expectRefused(await app.request('GET', '/api/projects/abc%00def', { headers: auth }), INVALID_CHARACTERS);
      expectRefused(
        await app.request('POST', '/api/projects/abc%00/comments', { headers: auth, payload: { message: 'Hallo' } }),
        INVALID_CHARACTERS,
      );
      expectRefused(await app.request('POST', '/api/notifications/%00/read', { headers: auth }), INVALID_CHARACTERS);
    });
  });

  describe('deep nesting', () => {
    it('of arrays or objects, 1,000 deep, in a sign-up or an order', async () => {
      const email = uniqueEmail();
      const signUp = await app.request('POST', '/api/auth/sign-up', {
        rawBody: `{"name":${nestedArrays(1000)},"email":"${email}","password":"geheim123"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(signUp.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message: TOO_DEEP });
      expect(await accountExists(email)).toBe(false);
      expectRefused(
        await createOrderRaw(`{"title":"T","description":"D","contentType":"post","hook":${nestedObjects(1000)}}`),
        TOO_DEEP,
      );
      expectRefused(
        await createOrderRaw(
          `{"title":"T","description":"D","contentType":"carousel","slideIdeas":${nestedArrays(9)}}`,
        ),
        TOO_DEEP,
      );
      expect(await ordersOfClient()).toBe(0);
    });
  });

  describe('wrong shapes answer with the field’s message', () => {
    it.each([
      ['slideIdeas: [[]]', { slideIdeas: [[]] }, 'slideIdeas', SLIDE_IDEAS],
      ['slideIdeas: [1]', { slideIdeas: [1] }, 'slideIdeas', SLIDE_IDEAS],
      ['slideIdeas: [null]', { slideIdeas: [null] }, 'slideIdeas', SLIDE_IDEAS],
      ['slideIdeas: "x"', { slideIdeas: 'x' }, 'slideIdeas', SLIDE_IDEAS],
      [
        'a slide idea without text',
        { slideIdeas: [{ number: 1, content: ['x'] }] },
        'slideIdeas.0.content',
        SLIDE_IDEAS,
      ],
      [
        'targetPlatforms: [[1]]',
        { targetPlatforms: [[1]] },
        'targetPlatforms',
        'Jede Zielplattform muss ein Text sein',
      ],
      [
        'targetPlatforms: "Instagram"',
        { targetPlatforms: 'Instagram' },
        'targetPlatforms',
        'Die Zielplattformen müssen eine Liste sein',
      ],
      ['title: ["x"]', { title: ['x'] }, 'title', 'Bitte fülle alle Pflichtfelder aus (Titel und Inhalt)'],
      ['hook: {}', { hook: { a: 1 } }, 'hook', 'Der Hook muss ein Text sein'],
      ['platform: ["x"]', { platform: ['Instagram'] }, 'platform', 'Die Plattform muss ein Text sein'],
      ['hashtags: 1', { hashtags: 1 }, 'hashtags', 'Die Hashtags müssen ein Text sein'],
    ])('an order with %s', async (_, change, field, message) => {
      expectRefused(await createOrder({ ...order, ...change }), message, field);
    });

    it.each([
      ['name: ["Anna"]', { name: ['Anna'] }, 'name', 'Bitte gib deinen Namen ein'],
      ['name: {}', { name: { first: 'Anna' } }, 'name', 'Bitte gib deinen Namen ein'],
      ['email: ["…"]', { email: ['a@b.ch'] }, 'email', 'Bitte gib eine gültige E-Mail-Adresse ein'],
      [
        'password: ["…"]',
        { password: ['Sonnen-Blumen-Feld-42'] },
        'password',
        'Das Passwort muss mindestens 10 Zeichen lang sein',
      ],
    ])('a sign-up with %s', async (_, change, field, message) => {
      const body = { name: 'Anna', email: uniqueEmail(), password: 'Sonnen-Blumen-Feld-42', ...change };
      expectRefused(await app.request('POST', '/api/auth/sign-up', { payload: body }), message, field);
    });

    it('and no order was written by any of them', async () => {
      expect(await ordersOfClient()).toBe(0);
    });
  });

  describe('maxima', () => {
    it('of an order’s lists and their entries', async () => {
      expectRefused(
        await createOrder({ ...order, targetPlatforms: Array.from({ length: 11 }, (_, i) => `P${i}`) }),
        'Höchstens 10 Zielplattformen',
        'targetPlatforms',
      );
      expectRefused(
        await createOrder({ ...order, targetPlatforms: ['x'.repeat(101)] }),
        'Eine Zielplattform darf höchstens 100 Zeichen lang sein',
        'targetPlatforms',
      );
      const sevenIdeas = Array.from({ length: 7 }, (_, i) => ({ number: (i % 6) + 1, content: 'Idee' }));
      expectRefused(await createOrder({ ...order, slideIdeas: sevenIdeas }), SLIDE_IDEAS, 'slideIdeas');
      expectRefused(
        await createOrder({ ...order, title: 'x'.repeat(201) }),
        'Der Titel darf höchstens 200 Zeichen lang sein',
        'title',
      );
      expect(await ordersOfClient()).toBe(0);
    });

    it('of e-mail addresses and passwords', async () => {
      const long = `${'a'.repeat(64)}@${'b'.repeat(250)}.ch`;
      expectRefused(
        await app.request('POST', '/api/auth/sign-in', { payload: { email: long, password: 'geheim123' } }),
        'Bitte gib eine gültige E-Mail-Adresse ein',
        'email',
      );
      expectRefused(
        await app.request('PATCH', '/api/me/profile', { headers: auth, payload: { email: long } }),
        'Bitte gib eine gültige E-Mail-Adresse ein',
        'email',
      );
      expectRefused(
        await app.request('POST', '/api/auth/sign-in', { payload: { email: 'a@b.ch', password: 'x'.repeat(201) } }),
        'Das Passwort darf höchstens 200 Zeichen lang sein',
        'password',
      );
    });

    it('of the order list’s query', async () => {
      expectRefused(
        await app.request('GET', '/api/projects?page=99999999999999999999', { headers: auth }),
        'Die Seite darf höchstens 100000 sein',
        'page',
      );
      expectRefused(
        await app.request('GET', '/api/projects?page=100001', { headers: auth }),
        'Die Seite darf höchstens 100000 sein',
        'page',
      );
      const sevenStatuses = 'new,review,completed,in_progress,admin_review,pending_approval,new';
      expectRefused(
        await app.request('GET', `/api/projects?status=${sevenStatuses}`, { headers: auth }),
        'Höchstens 6 Status auf einmal',
        'status',
      );
      expect((await app.request('GET', '/api/projects?page=100000', { headers: auth })).statusCode).toBe(200);
    });
  });

  describe('what stays as it was', () => {
    it('refuses __proto__ in a JSON body, and a body over the limit with 413', async () => {
      const proto = await app.request('POST', '/api/auth/sign-in', {
        rawBody: '{"email":"a@b.ch","password":"geheim123","__proto__":{"admin":true}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(proto.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Die Anfrage enthält kein gültiges JSON',
      });
      const large = await createOrder({ ...order, description: 'x'.repeat(20_000) });
      expect(large.statusCode).toBe(413);
      const empty = await app.request('POST', '/api/auth/sign-in', {
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.statusCode).toBe(400);
    });

    it('accepts a real order with the deepest shape we have, and the text \\u0000 after a backslash', async () => {
      const response = await createOrder({
        ...order,
        title: 'Pfad C:\\u0000',
        targetPlatforms: ['Instagram', 'LinkedIn'],
        slideIdeas: [
          { number: 1, content: 'Titelbild' },
          { number: 2, content: 'Gründe' },
        ],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        title: 'Pfad C:\\u0000',
        targetPlatforms: ['Instagram', 'LinkedIn'],
        slideIdeas: [{ number: 1 }, { number: 2 }],
      });
      expect(await ordersOfClient()).toBe(1);
    });
  });
});
