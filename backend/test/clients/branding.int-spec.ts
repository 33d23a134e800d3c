import { Branding } from '../../src/clients/branding/branding.entity.js';
import { BRANDING_LIST_SIZES, defaultBrandingData } from '../../src/contracts/branding.js';
import { createSignedIn, createUser, inContext, linkDesigner, signIn, type SignedInUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

const NO_ACCESS = 'Kein Zugriff auf diesen Kunden';

describe('the brand: GET and PUT /api/clients/:clientId/branding, GET /api/designer/clients', () => {
  let app: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await createSignedIn(app, 'admin', 'Adrian Admin');
  });
  afterAll(() => app.close());

  const path = (clientId: string) => `/api/clients/${clientId}/branding`;
  const read = (clientId: string, headers: Record<string, string>) => app.request('GET', path(clientId), { headers });
  const write = (clientId: string, headers: Record<string, string>, payload: unknown) =>
    app.request('PUT', path(clientId), { headers, payload });
  const storedBrand = (clientId: string) => inContext(app, async (em) => em.findOne(Branding, { client: clientId }));
  /** A client with a branding record (as the admin creates them), signed in. */
  async function clientWithBranding(name = 'Kundin Kessler'): Promise<SignedInUser> {
    const client = await createSignedIn(app, 'client', name);
    expect((await write(client.id, client.auth, { brandingData: {} })).statusCode).toBe(200);
    return client;
  }

  describe('who may read and write', () => {
    let owner: SignedInUser;
    let callers: Record<string, Record<string, string>>;
    beforeAll(async () => {
      owner = await clientWithBranding();
      const [designer, otherDesigner, otherClient] = await Promise.all([
        createUser(app, 'designer'),
        createUser(app, 'designer'),
        createUser(app, 'client'),
      ]);
      await linkDesigner(app, owner.id, designer.id);
      await linkDesigner(app, otherClient.id, otherDesigner.id);
      callers = {
        owner: owner.auth,
        linkedDesigner: (await signIn(app, designer)).auth,
        otherDesigner: (await signIn(app, otherDesigner)).auth,
        otherClient: (await signIn(app, otherClient)).auth,
        admin: admin.auth,
        adminAsClient: { ...admin.auth, 'x-view-as-client': owner.id },
        anonymous: {},
      };
    });

    const MATRIX: [string, number, number][] = [
      ['owner', 200, 200],
      ['linkedDesigner', 200, 403],
      ['otherDesigner', 403, 403],
      ['otherClient', 403, 403],
      ['admin', 200, 200],
      ['adminAsClient', 200, 200],
      ['anonymous', 401, 401],
    ];

    it.each(MATRIX)('%s: GET %i, PUT %i', async (caller, getStatus, putStatus) => {
      const got = await read(owner.id, callers[caller]);
      expect(got.statusCode).toBe(getStatus);
      const put = await write(owner.id, callers[caller], { brandingData: { clientName: `Von ${caller}` } });
      expect(put.statusCode).toBe(putStatus);
      if (putStatus === 403)
        expect(put.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: NO_ACCESS });
      if (putStatus === 200) expect(put.json().brandingData.clientName).toBe(`Von ${caller}`);
      if (putStatus !== 200) expect((await storedBrand(owner.id))?.brandingData.clientName).not.toBe(`Von ${caller}`);
    });

    it('refuses a write before looking at its body (403, not 400, for the designer)', async () => {
      const response = await write(owner.id, callers.linkedDesigner, { brandingData: { slogan: 'x' } });
      expect(response.json()).toMatchObject({ statusCode: 403, message: NO_ACCESS });
    });
  });

  it('PUT stores the parsed brand and GET answers it with every default and every list at its size', async () => {
    const client = await clientWithBranding();
    const saved = await write(client.id, client.auth, {
      brandingData: {
        clientName: ' Brotwerk ',
        hooks: ['Schon probiert?', 'Frisch'],
        colorPrimary: '#a1b2c3',
        examplePosts: [{ type: 'Proof', headline: 'Kundenstimme' }],
      },
      website: 'https://brotwerk.ch',
      socialLinks: { instagram: 'https://instagram.com/brotwerk', facebook: '', linkedin: '  ' },
    });
    expect(saved.statusCode).toBe(200);
    const got = await read(client.id, client.auth);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(saved.json());
    const { brandingData, website, socialLinks } = got.json();
    expect(brandingData).toEqual({
      ...defaultBrandingData(),
      clientName: 'Brotwerk',
      hooks: ['Schon probiert?', 'Frisch', '', '', '', '', '', '', '', ''],
      colorPrimary: '#A1B2C3',
      examplePosts: [
        { type: 'Education', headline: '', subline: '', body: '', cta: '' },
        { type: 'Proof', headline: 'Kundenstimme', subline: '', body: '', cta: '' },
        { type: 'Community', headline: '', subline: '', body: '', cta: '' },
      ],
    });
    for (const [list, size] of Object.entries(BRANDING_LIST_SIZES))
      expect([list, brandingData[list].length]).toEqual([list, size]);
    expect(website).toBe('https://brotwerk.ch');
    expect(socialLinks).toEqual({ instagram: 'https://instagram.com/brotwerk' });
    // Stored as parsed: the defaults are in the record itself.
    expect((await storedBrand(client.id))?.brandingData).toEqual(brandingData);

    // Website and links left out: unchanged; empty: none.
    expect((await write(client.id, client.auth, { brandingData: {} })).json()).toMatchObject({
      website: 'https://brotwerk.ch',
      socialLinks: { instagram: 'https://instagram.com/brotwerk' },
    });
    expect(
      (await write(client.id, client.auth, { brandingData: {}, website: '', socialLinks: { instagram: '' } })).json(),
    ).toMatchObject({ website: null, socialLinks: null });
    expect(
      (await write(client.id, client.auth, { brandingData: {}, website: null, socialLinks: {} })).json(),
    ).toMatchObject({ website: null, socialLinks: null });
  });

  it('PUT creates the record of a client that has none, with the defaults of the simple fields', async () => {
    const client = await createSignedIn(app, 'client', 'Neue Kundin');
    expect((await read(client.id, client.auth)).statusCode).toBe(404);
    const saved = await write(client.id, client.auth, { brandingData: { industry: 'Bäckerei' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      brandName: 'Neue Kundin',
      logoUrl: null,
      website: null,
      colorPrimary: '#000000',
      font: 'Arial',
      socialLinks: null,
      examplePosts: null,
    });
    // The brand's name left empty is the client's name.
    expect(saved.json().brandingData).toEqual({
      ...defaultBrandingData(),
      clientName: 'Neue Kundin',
      industry: 'Bäckerei',
    });
    expect((await read(client.id, client.auth)).json()).toEqual(saved.json());
  });

  it('PUT of an admin for a client without a record creates it; an unknown client is 404', async () => {
    const client = await createUser(app, 'client');
    expect((await write(client.id, admin.auth, { brandingData: { offer: 'Brot' } })).json().brandingData.offer).toBe(
      'Brot',
    );
    expect((await write('00000000-0000-4000-8000-000000000000', admin.auth, { brandingData: {} })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [
      'a too-long list entry',
      { brandingData: { hooks: ['', '', '', 'x'.repeat(201)] } },
      'brandingData.hooks.3',
      'Höchstens 200 Zeichen',
    ],
    [
      'a list longer than its size',
      { brandingData: { dos: ['1', '2', '3', '4', '5', '6'] } },
      'brandingData.dos',
      'Höchstens 5 Einträge',
    ],
    ['a bad colour', { brandingData: { colorNeutral1: 'grau' } }, 'brandingData.colorNeutral1', 'Farbe als #RRGGBB'],
    ['an unknown field', { brandingData: { slogan: 'Frisch' } }, 'brandingData.slogan', 'Dieses Feld gibt es nicht'],
    [
      'an unknown price segment',
      { brandingData: { priceSegment: 'luxus' } },
      'brandingData.priceSegment',
      'Erlaubt sind: günstig, mittel, premium',
    ],
    ['a text where a text is wanted', { brandingData: { offer: 42 } }, 'brandingData.offer', 'Ungültiger Wert'],
    [
      'an example post field',
      { brandingData: { examplePosts: [{ type: 'Proof', cta: 'x'.repeat(201) }] } },
      'brandingData.examplePosts.0.cta',
      'Höchstens 200 Zeichen',
    ],
    ['no brand at all', { website: 'https://x.ch' }, 'brandingData', 'Dieses Feld fehlt'],
    [
      'an unknown network',
      { brandingData: {}, socialLinks: { tiktok: 'x' } },
      'socialLinks.tiktok',
      'Dieses Feld gibt es nicht',
    ],
  ])('PUT with %s answers 400 VALIDATION naming the field', async (_, payload, field, message) => {
    const client = await clientWithBranding();
    const before = (await storedBrand(client.id))?.brandingData;
    const response = await write(client.id, client.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message,
      errors: [{ field, message }],
    });
    expect((await storedBrand(client.id))?.brandingData).toEqual(before);
  });

  it('takes only http(s) addresses as website and social links, a bare domain with https://', async () => {
    const client = await clientWithBranding();
    const message = 'Bitte gib eine Adresse mit http:// oder https:// ein';
    const hostile = [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      'ftp://brotwerk.ch',
    ];
    const fields = [
      'website',
      'socialLinks.instagram',
      'socialLinks.facebook',
      'socialLinks.linkedin',
      'socialLinks.twitter',
    ];
    const payloadOf = (field: string, value: string) =>
      field === 'website'
        ? { brandingData: {}, website: value }
        : { brandingData: {}, socialLinks: { [field.split('.')[1]]: value } };
    for (const field of fields) {
      for (const value of hostile) {
        const response = await write(client.id, client.auth, payloadOf(field, value));
        expect({ field, value, status: response.statusCode, errors: response.json().errors }).toEqual({
          field,
          value,
          status: 400,
          errors: [{ field, message }],
        });
      }
    }
    expect((await read(client.id, client.auth)).json()).toMatchObject({ website: null, socialLinks: null });
    // What the form sends keeps working: full addresses as they are, a bare domain made https://.
    const saved = await write(client.id, client.auth, {
      brandingData: {},
      website: 'brotwerk.ch',
      socialLinks: { instagram: 'http://instagram.com/brotwerk', facebook: 'www.facebook.com/brotwerk' },
    });
    expect(saved.json()).toMatchObject({
      website: 'https://brotwerk.ch',
      socialLinks: { instagram: 'http://instagram.com/brotwerk', facebook: 'https://www.facebook.com/brotwerk' },
    });
  });

  it('lists every field that is wrong at once', async () => {
    const client = await clientWithBranding();
    const response = await write(client.id, client.auth, {
      brandingData: { colorPrimary: 'rot', hooks: ['x'.repeat(201)], extra: 1 },
    });
    const fields = response
      .json()
      .errors.map((error: { field: string }) => error.field)
      .sort();
    expect(fields).toEqual(['brandingData.colorPrimary', 'brandingData.extra', 'brandingData.hooks.0']);
  });

  it('GET answers a stored empty or older brand with every default, and keeps what still parses of one that does not', async () => {
    const client = await clientWithBranding();
    const store = (brandingData: Record<string, unknown>) =>
      inContext(app, (em) => em.nativeUpdate(Branding, { client: client.id }, { brandingData }));

    await store({});
    expect((await read(client.id, client.auth)).json().brandingData).toEqual(defaultBrandingData());

    await store({ clientName: 'Alt', hooks: ['eins'] });
    expect((await read(client.id, client.auth)).json().brandingData).toEqual({
      ...defaultBrandingData(),
      clientName: 'Alt',
      hooks: ['eins', ...Array.from({ length: 9 }, () => '')],
    });

    // An older shape: an unknown field, a colour of another form, a list too long. What parses stays.
    await store({
      clientName: 'Alt',
      oldField: true,
      colorPrimary: 'blue',
      dos: ['1', '2', '3', '4', '5', '6'],
      industry: 'Käse',
    });
    const response = await read(client.id, client.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().brandingData).toEqual({ ...defaultBrandingData(), clientName: 'Alt', industry: 'Käse' });
  });

  describe('one brand record for both forms', () => {
    const adminCall = (method: string, url: string, payload?: unknown) =>
      app.request(method, url, { headers: admin.auth, payload });

    it('what the admin enters in "Kunde hinzufügen" is the client\'s brand in its Branding-System', async () => {
      const created = await adminCall('POST', '/api/admin/clients', {
        name: 'Rosa Rösterei',
        email: `rosa-${Date.now()}@example.ch`,
        password: 'Kaffee-Bohnen-Duft-77',
        brandName: 'Röstwerk',
        colorPrimary: '#7a3e1d',
        colorSecondary: '#f4e9dc',
        font: 'Lora',
        website: 'roestwerk.ch',
        socialLinks: { instagram: 'https://instagram.com/roestwerk' },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const brand = (await read(id, admin.auth)).json();
      expect(brand.brandingData).toMatchObject({
        clientName: 'Röstwerk',
        colorPrimary: '#7A3E1D',
        colorSecondary1: '#F4E9DC',
        displayFont: 'Lora',
        textFont: 'Lora',
      });
      expect(brand).toMatchObject({
        brandName: 'Röstwerk',
        colorPrimary: '#7A3E1D',
        colorSecondary: '#F4E9DC',
        font: 'Lora',
        website: 'https://roestwerk.ch',
        socialLinks: { instagram: 'https://instagram.com/roestwerk' },
      });
      expect((await storedBrand(id))?.brandingData).toMatchObject({ clientName: 'Röstwerk' });
    });

    it("the client's changes show on the admin's client page and list; the admin's edit keeps the rest of the brand", async () => {
      const client = await clientWithBranding('Lena Lädeli');
      const saved = await write(client.id, client.auth, {
        brandingData: { clientName: 'Lädeli Lena', industry: 'Mode', colorPrimary: '#123456' },
      });
      expect(saved.statusCode).toBe(200);
      const detail = (await adminCall('GET', `/api/admin/clients/${client.id}`)).json();
      expect(detail).toMatchObject({
        brandName: 'Lädeli Lena',
        branding: { brandName: 'Lädeli Lena', colorPrimary: '#123456', brandingData: { industry: 'Mode' } },
      });
      const listed = (await adminCall('GET', `/api/admin/clients?search=${encodeURIComponent('Lädeli Lena')}`)).json();
      expect(JSON.stringify(listed)).toContain(client.id);

      const edited = await adminCall('PATCH', `/api/admin/clients/${client.id}`, {
        brandName: 'Lena Mode',
        font: 'Lato',
      });
      expect(edited.statusCode).toBe(200);
      expect((await read(client.id, client.auth)).json().brandingData).toMatchObject({
        clientName: 'Lena Mode',
        industry: 'Mode',
        colorPrimary: '#123456',
        displayFont: 'Lato',
        textFont: 'Lato',
      });
    });

    it('PUT takes back what the GET answered: its read-only members are accepted and ignored', async () => {
      const client = await clientWithBranding('Theo Tischler');
      await write(client.id, client.auth, { brandingData: { industry: 'Holz' }, website: 'https://tischler.ch' });
      const answered = (await read(client.id, client.auth)).json();
      const back = await write(client.id, client.auth, answered);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual(answered);
      // Read-only means ignored: the brand's own fields decide.
      const ignored = await write(client.id, client.auth, {
        ...answered,
        brandName: 'Anders',
        colorPrimary: '#FF0000',
        font: 'Comic',
        logoUrl: 'https://evil.example/x.png',
      });
      expect(ignored.json()).toEqual(answered);
      // The admin's notes on example posts can be written back too; still no unknown member.
      expect(
        (await write(client.id, client.auth, { ...answered, examplePosts: 'Karussell mit Werkstattbildern' })).json()
          .examplePosts,
      ).toBe('Karussell mit Werkstattbildern');
      expect((await write(client.id, client.auth, { ...answered, slogan: 'x' })).json()).toMatchObject({
        statusCode: 400,
        errors: [{ field: 'slogan', message: 'Dieses Feld gibt es nicht' }],
      });
      expect((await write(client.id, client.auth, { ...answered, examplePosts: 'x'.repeat(5001) })).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/designer/clients', () => {
    it('answers the linked clients by name with their brand names: none, one, two', async () => {
      const designer = await createSignedIn(app, 'designer', 'Dora Designer');
      const list = async () => {
        const response = await app.request('GET', '/api/designer/clients', { headers: designer.auth });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      expect(await list()).toEqual([]);

      const zora = await clientWithBranding('Zora Zuckerbäckerei');
      await linkDesigner(app, zora.id, designer.id);
      expect(await list()).toEqual([{ id: zora.id, name: 'Zora Zuckerbäckerei', brandName: 'Zora Zuckerbäckerei' }]);

      // A client without a branding record has no brand name; another designer's client is not listed.
      const anna = await createUser(app, 'client', 'Anna Apfel');
      await linkDesigner(app, anna.id, designer.id);
      const [stranger, strangersDesigner] = await Promise.all([createUser(app, 'client'), createUser(app, 'designer')]);
      await linkDesigner(app, stranger.id, strangersDesigner.id);
      expect(await list()).toEqual([
        { id: anna.id, name: 'Anna Apfel', brandName: null },
        { id: zora.id, name: 'Zora Zuckerbäckerei', brandName: 'Zora Zuckerbäckerei' },
      ]);
    });

    it('is for designers only: a client or an admin gets 403, nobody signed in 401', async () => {
      const client = await createSignedIn(app, 'client');
      for (const headers of [client.auth, admin.auth]) {
        expect((await app.request('GET', '/api/designer/clients', { headers })).json()).toMatchObject({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Keine Berechtigung für diese Aktion',
        });
      }
      expect((await app.request('GET', '/api/designer/clients')).statusCode).toBe(401);
    });
  });
});
