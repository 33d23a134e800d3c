import { existsSync } from 'node:fs';
import { Branding } from '../../src/clients/branding/branding.entity.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import type { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import {
  createUser,
  ensurePlans,
  inContext,
  linkDesigner,
  signIn,
  subscribe,
  TEST_PASSWORD,
  type TestUser,
} from '../factories.js';
import { form, NOT_AN_IMAGE, PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

type Signed = TestUser & { auth: Record<string, string> };
const MB = 1024 * 1024;
const UUID = '00000000-0000-4000-8000-000000000000';

describe('admin: clients, branding and logo', () => {
  let app: TestApp;
  let admin: Signed;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await signedIn(await createUser(app, 'admin', 'Adrian Admin'));
  });
  afterAll(() => app.close());

  async function signedIn(user: TestUser): Promise<Signed> {
    return { ...user, auth: (await signIn(app, user)).auth };
  }
  const call = (method: string, path: string, payload?: unknown, headers: Record<string, string> = admin.auth) =>
    app.request(method, path, { headers, payload });
  const newClient = (fields: Record<string, unknown> = {}) =>
    call('POST', '/api/admin/clients', {
      name: 'Bäckerei Brot',
      email: uniqueEmail('kunde'),
      password: 'Sonnen-Blumen-Feld-42',
      ...fields,
    });
  const diskPath = (key: string) => (app.get<FileStorage>(FileStorage) as LocalDiskStorage).pathOf(key);
  const logoKey = (clientId: string) =>
    inContext(app, async (em) => (await em.findOne(Branding, { client: clientId }))?.logo ?? null);
  const logo = (clientId: string, bytes: Buffer, auth: Record<string, string>, name = 'logo.png') =>
    app.request('POST', `/api/clients/${clientId}/logo`, { headers: auth, form: form([{ name, bytes }], 'file') });

  describe('every admin endpoint of users and clients refuses clients and designers (403) and anonymous callers (401)', () => {
    const ENDPOINTS: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { name: 'X', email: 'x@example.ch', password: 'Sonnen-Blumen-Feld-42' }],
      ['PATCH', `/api/admin/users/${UUID}`, { name: 'X' }],
      ['DELETE', `/api/admin/users/${UUID}`],
      ['POST', '/api/admin/clients', { name: 'X', email: 'x@example.ch', password: 'Sonnen-Blumen-Feld-42' }],
      ['GET', '/api/admin/clients'],
      ['GET', `/api/admin/clients/${UUID}`],
      ['PATCH', `/api/admin/clients/${UUID}`, { name: 'X' }],
      ['DELETE', `/api/admin/clients/${UUID}`],
      ['POST', `/api/admin/clients/${UUID}/status`, { status: 'inactive' }],
    ];
    let callers: Record<string, Record<string, string>>;
    beforeAll(async () => {
      const [client, designer] = await Promise.all([createUser(app, 'client'), createUser(app, 'designer')]);
      callers = {
        client: (await signIn(app, client)).auth,
        designer: (await signIn(app, designer)).auth,
        anonymous: {},
      };
    });

    it.each(
      ENDPOINTS.flatMap(([method, path, body]) =>
        (['client', 'designer', 'anonymous'] as const).map((who) => [method, path, who, body] as const),
      ),
    )('%s %s as %s', async (method, path, who, body) => {
      const response = await call(method, path, body, callers[who]);
      expect(response.statusCode).toBe(who === 'anonymous' ? 401 : 403);
    });
  });

  it('creates a client with its account, role and branding: defaults, brand name from the name, empty social links as null', async () => {
    const email = uniqueEmail('kunde');
    const created = await call('POST', '/api/admin/clients', {
      name: ' Bäckerei Brot ',
      email,
      password: 'Sonnen-Blumen-Feld-42',
      brandName: '',
      website: '',
      socialLinks: { instagram: '', facebook: '  ' },
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({
      name: 'Bäckerei Brot',
      email,
      status: 'active',
      brandName: 'Bäckerei Brot',
      designer: null,
      plan: null,
      subscription: null,
      branding: {
        brandName: 'Bäckerei Brot',
        logoUrl: null,
        website: null,
        colorPrimary: '#00AEEF',
        colorSecondary: '#FFFFFF',
        font: 'Inter',
        socialLinks: null,
        examplePosts: null,
        brandingData: {},
      },
    });
    // A real client account: it signs in and reads its own branding.
    const session = await signIn(app, { email, password: 'Sonnen-Blumen-Feld-42' });
    expect((await app.request('GET', '/api/auth/me', { headers: session.auth })).json()).toMatchObject({
      user: { role: 'client' },
    });
    expect((await call('GET', `/api/clients/${client.id}/branding`, undefined, session.auth)).json()).toMatchObject({
      brandName: 'Bäckerei Brot',
      colorPrimary: '#00AEEF',
    });

    const branded = await newClient({
      brandName: 'Brotwerk',
      website: 'https://brotwerk.ch',
      colorPrimary: '#112233',
      colorSecondary: '#abcdef',
      font: 'Roboto',
      socialLinks: { instagram: 'https://instagram.com/brotwerk', twitter: '' },
      examplePosts: 'Frisch aus dem Ofen',
    });
    expect(branded.json().branding).toMatchObject({
      brandName: 'Brotwerk',
      website: 'https://brotwerk.ch',
      colorPrimary: '#112233',
      colorSecondary: '#ABCDEF',
      font: 'Roboto',
      socialLinks: { instagram: 'https://instagram.com/brotwerk' },
      examplePosts: 'Frisch aus dem Ofen',
    });
  });

  it.each([
    [{ name: '' }, 'Bitte alle Felder ausfüllen', 'name'],
    [{ email: undefined }, 'Bitte alle Felder ausfüllen', 'email'],
    [{ password: '' }, 'Bitte alle Felder ausfüllen', 'password'],
    [{ password: '12345' }, 'Das Passwort muss mindestens 10 Zeichen lang sein', 'password'],
    [
      { password: 'Bäckereibrot2024' },
      'Dieses Passwort ist zu leicht zu erraten: Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen. Wähle eine längere Passphrase aus mehreren Wörtern.',
      'password',
    ],
    [{ email: 'kein-at' }, 'Bitte gib eine gültige E-Mail-Adresse ein', 'email'],
    [{ website: 'brotwerk' }, 'Bitte gib eine Adresse mit http:// oder https:// ein', 'website'],
    [{ website: 'ftp://brotwerk.ch' }, 'Bitte gib eine Adresse mit http:// oder https:// ein', 'website'],
    [{ website: 'javascript:alert(1)' }, 'Bitte gib eine Adresse mit http:// oder https:// ein', 'website'],
    [
      { socialLinks: { instagram: 'javascript:alert(document.cookie)' } },
      'Bitte gib eine Adresse mit http:// oder https:// ein',
      'socialLinks.instagram',
    ],
    [
      { socialLinks: { facebook: 'data:text/html,<script>alert(1)</script>' } },
      'Bitte gib eine Adresse mit http:// oder https:// ein',
      'socialLinks.facebook',
    ],
    [
      { socialLinks: { linkedin: 'JavaScript:alert(1)' } },
      'Bitte gib eine Adresse mit http:// oder https:// ein',
      'socialLinks.linkedin',
    ],
    [
      { socialLinks: { twitter: '//evil.example' } },
      'Bitte gib eine Adresse mit http:// oder https:// ein',
      'socialLinks.twitter',
    ],
    [{ colorPrimary: 'blau' }, 'Bitte gib eine Farbe im Format #RRGGBB ein', 'colorPrimary'],
    [{ brandName: 'x'.repeat(201) }, 'Höchstens 200 Zeichen', 'brandName'],
    [{ font: 'x'.repeat(101) }, 'Höchstens 100 Zeichen', 'font'],
    [{ examplePosts: 'x'.repeat(5001) }, 'Höchstens 5000 Zeichen', 'examplePosts'],
    [{ socialLinks: { instagram: 'x'.repeat(501) } }, 'Höchstens 500 Zeichen', 'socialLinks.instagram'],
  ])('refuses creating a client with %j: %s', async (fields, message, field) => {
    const response = await newClient(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(JSON.stringify(response.json().errors)).toContain(field.split('.').pop());
  });

  it('refuses a taken e-mail', async () => {
    const existing = await createUser(app, 'designer');
    expect((await newClient({ email: existing.email })).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
  });

  it('lists clients with plan and designer, searched by name, e-mail and brand name', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = (await newClient({ name: `Metzgerei ${tag}`, brandName: 'Wurstwerk' })).json();
    const b = (
      await newClient({ name: 'Gärtnerei', email: uniqueEmail(`garten${tag}`), brandName: `Blumen ${tag}%` })
    ).json();
    const designer = await createUser(app, 'designer', 'Dora Designer');
    await linkDesigner(app, a.id, designer.id);
    const business = (await ensurePlans(app)).find((plan) => plan.name === 'Business')!;
    await subscribe(app, a.id, business);

    const ids = async (search: string) =>
      (await call('GET', `/api/admin/clients?search=${encodeURIComponent(search)}`))
        .json()
        .map((c: { id: string }) => c.id);
    expect(await ids(`metzgerei ${tag}`)).toEqual([a.id]);
    expect(await ids(`garten${tag}`)).toEqual([b.id]);
    expect(await ids(`blumen ${tag}`)).toEqual([b.id]);
    expect(await ids(tag)).toEqual(expect.arrayContaining([a.id, b.id]));
    // LIKE's wildcards are text: "%" finds only what has a "%".
    expect(await ids(`${tag}%`)).toEqual([b.id]);
    expect(await ids(`${tag}_`)).toEqual([]);

    const all = (await call('GET', '/api/admin/clients')).json();
    expect(all.find((c: { id: string }) => c.id === a.id)).toMatchObject({
      brandName: 'Wurstwerk',
      designer: { id: designer.id, name: 'Dora Designer' },
      plan: { name: 'Business', price: 590 },
    });
    expect(all.find((c: { id: string }) => c.id === b.id)).toMatchObject({ plan: null, designer: null });
    expect((await call('GET', `/api/admin/clients?search=${'x'.repeat(201)}`)).json()).toMatchObject({
      statusCode: 400,
      message: 'Höchstens 200 Zeichen',
    });

    const detail = (await call('GET', `/api/admin/clients/${a.id}`)).json();
    expect(detail).toMatchObject({
      id: a.id,
      plan: { name: 'Business' },
      subscription: { status: 'active', currentPeriodStart: expect.any(String) },
      branding: { brandName: 'Wurstwerk' },
    });
    expect(detail.planRequests).toEqual([]);
    // A client's open plan request shows on its detail.
    const premium = (await ensurePlans(app)).find((plan) => plan.name === 'Premium')!;
    const requester = await signedIn(await createUser(app, 'client'));
    expect((await call('POST', '/api/me/plan-requests', { planId: premium.id }, requester.auth)).statusCode).toBe(201);
    expect((await call('GET', `/api/admin/clients/${requester.id}`)).json().planRequests).toEqual([
      expect.objectContaining({
        client: expect.objectContaining({ id: requester.id }),
        plan: expect.objectContaining({ name: 'Premium' }),
        status: 'open',
      }),
    ]);
    for (const id of [designer.id, UUID, 'kein-uuid'])
      expect((await call('GET', `/api/admin/clients/${id}`)).json()).toMatchObject({
        statusCode: 404,
        message: 'Kunde nicht gefunden',
      });
  });

  it('edits a client: name, e-mail and brand fields; the name must not be empty', async () => {
    const client = (await newClient()).json();
    expect((await call('PATCH', `/api/admin/clients/${client.id}`, { name: '  ' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Name darf nicht leer sein',
    });
    expect((await call('PATCH', `/api/admin/clients/${client.id}`, { website: 'nein' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte gib eine Adresse mit http:// oder https:// ein',
    });
    for (const body of [
      { website: 'javascript:alert(1)' },
      { socialLinks: { instagram: 'data:text/html,x' } },
      { socialLinks: { twitter: 'javascript:alert(1)' } },
    ]) {
      expect((await call('PATCH', `/api/admin/clients/${client.id}`, body)).json()).toMatchObject({
        statusCode: 400,
        message: 'Bitte gib eine Adresse mit http:// oder https:// ein',
      });
    }
    expect((await call('GET', `/api/admin/clients/${client.id}`)).json().branding).toMatchObject({
      website: null,
      socialLinks: null,
    });
    // A bare domain is taken as https://.
    const bare = await call('PATCH', `/api/admin/clients/${client.id}`, {
      website: 'brotwerk.ch',
      socialLinks: { instagram: 'instagram.com/brotwerk' },
    });
    expect(bare.json().branding).toMatchObject({
      website: 'https://brotwerk.ch',
      socialLinks: { instagram: 'https://instagram.com/brotwerk' },
    });
    const email = uniqueEmail('neu');
    const edited = await call('PATCH', `/api/admin/clients/${client.id}`, {
      name: 'Brot & Co',
      email,
      brandName: '',
      colorPrimary: '#000000',
      socialLinks: { linkedin: 'https://linkedin.com/brot' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Brot & Co',
      email,
      branding: {
        brandName: 'Brot & Co',
        colorPrimary: '#000000',
        colorSecondary: '#FFFFFF',
        socialLinks: { linkedin: 'https://linkedin.com/brot' },
      },
    });
    const taken = await createUser(app, 'client');
    expect((await call('PATCH', `/api/admin/clients/${client.id}`, { email: taken.email })).json()).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
    });
    // A client that signed up itself has no record yet: editing a brand field creates it.
    const selfMade = await createUser(app, 'client', 'Selbst');
    expect((await call('PATCH', `/api/admin/clients/${selfMade.id}`, { font: 'Lato' })).json().branding).toMatchObject({
      brandName: 'Selbst',
      font: 'Lato',
      colorPrimary: '#000000',
    });
  });

  it('deactivates a client (its session ends at once, sign-in says why) and activates it again', async () => {
    const client = await signedIn(await createUser(app, 'client'));
    const off = await call('POST', `/api/admin/clients/${client.id}/status`, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: client.id, status: 'inactive' });
    expect((await app.request('GET', '/api/auth/me', { headers: client.auth })).statusCode).toBe(401);
    const refused = await app.request('POST', '/api/auth/sign-in', {
      payload: { email: client.email, password: TEST_PASSWORD },
    });
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      message: 'Dein Konto ist deaktiviert. Bitte wende dich an den Administrator.',
    });
    expect((await call('POST', `/api/admin/clients/${client.id}/status`, { status: 'active' })).json()).toMatchObject({
      status: 'active',
    });
    await signIn(app, client);
    expect((await call('POST', `/api/admin/clients/${client.id}/status`, { status: 'pausiert' })).json()).toMatchObject(
      { statusCode: 400, message: 'Unbekannter Status' },
    );
    expect((await call('POST', `/api/admin/clients/${client.id}/status`, {})).json()).toMatchObject({
      statusCode: 400,
      message: 'Unbekannter Status',
    });
    const designer = await createUser(app, 'designer');
    expect(
      (await call('POST', `/api/admin/clients/${designer.id}/status`, { status: 'inactive' })).json(),
    ).toMatchObject({ statusCode: 404, message: 'Kunde nicht gefunden' });
  });

  it('deletes a client with its orders, branding and logo file; only clients', async () => {
    const client = await signedIn(await createUser(app, 'client'));
    const designer = await createUser(app, 'designer');
    expect((await logo(client.id, PNG, client.auth)).statusCode).toBe(201);
    const key = (await logoKey(client.id))!;
    const project = await new ProjectFactory(app).create({
      status: 'review',
      clientId: client.id,
      designerId: designer.id,
      adminId: admin.id,
    });
    expect(existsSync(diskPath(key))).toBe(true);

    expect((await call('DELETE', `/api/admin/clients/${designer.id}`)).json()).toMatchObject({
      statusCode: 404,
      message: 'Kunde nicht gefunden',
    });
    expect((await call('DELETE', `/api/admin/clients/${client.id}`)).statusCode).toBe(204);
    expect(existsSync(diskPath(key))).toBe(false);
    expect(await logoKey(client.id)).toBeNull();
    expect((await call('GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/clients/${client.id}`)).statusCode).toBe(404);
  });

  describe('the logo', () => {
    it('is stored privately and answered with a signed URL that works; a new one replaces the old file', async () => {
      const client = await signedIn(await createUser(app, 'client'));
      const first = await logo(client.id, PNG, client.auth);
      expect(first.statusCode).toBe(201);
      const { logoUrl } = first.json();
      expect(logoUrl).toMatch(new RegExp(`^/files/logos/${client.id}/[0-9a-f-]{36}\\.png\\?e=\\d+&n=logo\\.png&s=`));
      const served = await fetch(`${app.baseUrl}${logoUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await fetch(`${app.baseUrl}${logoUrl.split('?')[0]}`)).status).toBe(403);
      const firstKey = (await logoKey(client.id))!;

      // The client had no branding record: the logo created it with the defaults.
      expect((await call('GET', `/api/clients/${client.id}/branding`, undefined, client.auth)).json()).toMatchObject({
        logoUrl,
        colorPrimary: '#000000',
        brandName: client.name,
      });

      // An admin may set it too, and the old file goes.
      expect((await logo(client.id, PNG, admin.auth)).statusCode).toBe(201);
      expect(await logoKey(client.id)).not.toBe(firstKey);
      expect(existsSync(diskPath(firstKey))).toBe(false);
      expect((await call('GET', `/api/admin/clients/${client.id}`)).json().branding.logoUrl).toMatch(
        /^\/files\/logos\//,
      );
    });

    it('refuses what is not an image, and images over 5 MB, before storing anything', async () => {
      const client = await signedIn(await createUser(app, 'client'));
      const notImage = await logo(client.id, NOT_AN_IMAGE, client.auth, 'bild.png');
      expect(notImage.json()).toMatchObject({
        statusCode: 415,
        code: 'UNSUPPORTED_FILE',
        message: 'Nur Bilddateien sind erlaubt',
      });
      // Just over 5 MB: stopped while it streams.
      const slightly = await logo(client.id, Buffer.concat([PNG, Buffer.alloc(5 * MB)]), client.auth);
      expect(slightly.json()).toMatchObject({
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'Datei zu gross. Maximum 5MB',
      });
      // Far over: refused from its Content-Length, unread.
      const far = await logo(client.id, Buffer.concat([PNG, Buffer.alloc(8 * MB)]), client.auth);
      expect(far.json()).toMatchObject({
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'Datei zu gross. Maximum 5MB',
      });
      const two = await app.request('POST', `/api/clients/${client.id}/logo`, {
        headers: client.auth,
        form: form(
          [
            { name: 'a.png', bytes: PNG },
            { name: 'b.png', bytes: PNG },
          ],
          'file',
        ),
      });
      expect(two.json()).toMatchObject({ statusCode: 400, message: 'Bitte lade nur eine Datei hoch' });
      expect(await logoKey(client.id)).toBeNull();
    });

    it('may be set by the client itself and admins only', async () => {
      const [client, other, designer] = await Promise.all([
        createUser(app, 'client'),
        createUser(app, 'client'),
        createUser(app, 'designer'),
      ]);
      await linkDesigner(app, client.id, designer.id);
      for (const user of [other, designer]) {
        expect((await logo(client.id, PNG, (await signIn(app, user)).auth)).json()).toMatchObject({
          statusCode: 403,
          message: 'Kein Zugriff auf diesen Kunden',
        });
      }
      expect((await logo(client.id, PNG, {})).statusCode).toBe(401);
      expect((await logo(designer.id, PNG, admin.auth)).json()).toMatchObject({
        statusCode: 404,
        message: 'Kunde nicht gefunden',
      });
      expect((await logo(client.id, PNG, { ...admin.auth, 'x-view-as-client': client.id })).statusCode).toBe(201);
    });
  });

  it('GET branding: the client, its linked designer and admins; 403 for anyone else; 404 without a record', async () => {
    const created = (await newClient({ brandName: 'Käserei' })).json();
    const [designer, stranger, otherClient] = await Promise.all([
      createUser(app, 'designer'),
      createUser(app, 'designer'),
      createUser(app, 'client'),
    ]);
    await linkDesigner(app, created.id, designer.id);
    const read = async (user: TestUser | null, clientId = created.id) =>
      call('GET', `/api/clients/${clientId}/branding`, undefined, user ? (await signIn(app, user)).auth : {});
    expect((await read(designer)).json()).toMatchObject({ brandName: 'Käserei', colorPrimary: '#00AEEF' });
    expect((await call('GET', `/api/clients/${created.id}/branding`)).statusCode).toBe(200);
    for (const user of [stranger, otherClient])
      expect((await read(user)).json()).toMatchObject({ statusCode: 403, message: 'Kein Zugriff auf diesen Kunden' });
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(otherClient, otherClient.id)).json()).toMatchObject({
      statusCode: 404,
      message: 'Keine Branding-Daten verfügbar für diesen Kunden.',
    });
  });
});
