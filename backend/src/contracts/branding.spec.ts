import {
  BRANDING_COLOR_DEFAULTS,
  BRANDING_LIST_SIZES,
  BRANDING_TEXT_MAX,
  brandingDataSchema,
  brandingUpdateSchema,
  defaultBrandingData,
  EXAMPLE_POST_TYPES,
  webAddress,
} from './branding.js';

describe('the brand schema', () => {
  it('fills every default into an empty brand', () => {
    const brand = defaultBrandingData();
    expect(brand).toMatchObject({
      language: 'de-CH',
      priceSegment: 'mittel',
      displayFont: 'Arial',
      textFont: 'Helvetica',
      colorPrimary: '#000000',
      colorSecondary1: '#FFFFFF',
      colorSecondary2: '#CCCCCC',
      colorNeutral1: '#F5F5F5',
      colorNeutral2: '#333333',
      clientName: '',
      offer: '',
    });
    expect(brand).toMatchObject(BRANDING_COLOR_DEFAULTS);
    expect(brand.imageTypes).toEqual([
      { type: 'People/Produkt/Lifestyle', description: '' },
      { type: 'Detail/Objekt', description: '' },
      { type: 'Emotion/Kontext', description: '' },
    ]);
  });

  it('answers every list at its size', () => {
    const brand = defaultBrandingData();
    for (const [list, size] of Object.entries(BRANDING_LIST_SIZES))
      expect([list, (brand[list as keyof typeof brand] as unknown[]).length]).toEqual([list, size]);
    expect(brand.hooks).toEqual(Array.from({ length: 10 }, () => ''));
  });

  it('pads a short list and keeps what was given first', () => {
    const brand = brandingDataSchema.parse({
      hooks: ['Schon probiert?'],
      imageTypes: [{ type: 'Eigene', description: 'Nah' }],
    });
    expect(brand.hooks).toEqual(['Schon probiert?', ...Array.from({ length: 9 }, () => '')]);
    expect(brand.imageTypes.map((entry) => entry.type)).toEqual(['Eigene', 'Detail/Objekt', 'Emotion/Kontext']);
  });

  it('answers the example posts in the order Education, Proof, Community, whatever order they came in', () => {
    expect(EXAMPLE_POST_TYPES).toEqual(['Education', 'Proof', 'Community']);
    const brand = brandingDataSchema.parse({
      examplePosts: [
        { type: 'Community', headline: 'Wir' },
        { type: 'Education', headline: 'Wie' },
      ],
    });
    expect(brand.examplePosts.map((post) => post.type)).toEqual(['Education', 'Proof', 'Community']);
    expect(brand.examplePosts[0]).toEqual({ type: 'Education', headline: 'Wie', subline: '', body: '', cta: '' });
    expect(brand.examplePosts[1]).toEqual({ type: 'Proof', headline: '', subline: '', body: '', cta: '' });
    expect(brand.examplePosts[2].headline).toBe('Wir');
    expect(brandingDataSchema.safeParse({ examplePosts: [{ type: 'Proof' }, { type: 'Proof' }] }).success).toBe(false);
  });

  it('refuses an unknown key, also inside a list entry', () => {
    expect(brandingDataSchema.safeParse({ slogan: 'x' }).success).toBe(false);
    expect(brandingDataSchema.safeParse({ imageTypes: [{ type: 'a', description: '', extra: 1 }] }).success).toBe(
      false,
    );
    expect(brandingUpdateSchema.safeParse({ brandingData: {}, logo: 'x' }).success).toBe(false);
  });

  it('refuses a text longer than its bound and trims the rest', () => {
    expect(brandingDataSchema.safeParse({ clientName: 'x'.repeat(BRANDING_TEXT_MAX.short + 1) }).success).toBe(false);
    expect(brandingDataSchema.safeParse({ offer: 'x'.repeat(BRANDING_TEXT_MAX.long + 1) }).success).toBe(false);
    expect(brandingDataSchema.safeParse({ offer: 'x'.repeat(BRANDING_TEXT_MAX.long) }).success).toBe(true);
    expect(brandingDataSchema.parse({ clientName: '  Brotwerk  ' }).clientName).toBe('Brotwerk');
  });

  it('refuses a list longer than its size, naming the list', () => {
    const result = brandingDataSchema.safeParse({
      hooks: Array.from({ length: BRANDING_LIST_SIZES.hooks + 1 }, () => 'x'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['hooks']);
    expect(
      brandingDataSchema.safeParse({
        examplePosts: EXAMPLE_POST_TYPES.map((type) => ({ type })).concat([{ type: 'Proof' }]),
      }).success,
    ).toBe(false);
  });

  it('upper-cases colours and refuses one that is not #RRGGBB', () => {
    expect(brandingDataSchema.parse({ colorPrimary: '#a1b2c3' }).colorPrimary).toBe('#A1B2C3');
    for (const bad of ['red', '#FFF', '#GGGGGG', 'A1B2C3', '#A1B2C3 '])
      expect([bad, brandingDataSchema.safeParse({ colorPrimary: bad }).success]).toEqual([bad, false]);
  });

  it('refuses a price segment or example post type it does not know', () => {
    expect(brandingDataSchema.safeParse({ priceSegment: 'luxus' }).success).toBe(false);
    expect(brandingDataSchema.safeParse({ examplePosts: [{ type: 'Promo' }] }).success).toBe(false);
  });

  it('parses its own output again to the same value (a stored brand reads back unchanged)', () => {
    const brand = brandingDataSchema.parse({
      hooks: ['a'],
      colorPrimary: '#abcdef',
      examplePosts: [{ type: 'Proof', body: 'b' }],
    });
    expect(brandingDataSchema.parse(brand)).toEqual(brand);
  });
});

describe('webAddress: http: and https: only', () => {
  it.each([
    ['https://brotwerk.ch', 'https://brotwerk.ch'],
    ['  http://brotwerk.ch/angebot?x=1#oben ', 'http://brotwerk.ch/angebot?x=1#oben'],
    ['HTTPS://Instagram.com/brotwerk', 'HTTPS://Instagram.com/brotwerk'],
    ['firma.ch', 'https://firma.ch'],
    ['www.bäckerei-müller.ch/über-uns', 'https://www.bäckerei-müller.ch/über-uns'],
    ['www.firma.ch:8080/x', 'https://www.firma.ch:8080/x'],
  ])('takes %j as %j', (input, stored) => {
    expect(webAddress(input)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://brotwerk.ch',
    'mailto:info@brotwerk.ch',
    '//evil.example/x',
    '/relativ',
    'brotwerk',
    'http://localhost',
    'https://',
    'https://brot werk.ch',
    '@brotwerk',
    '',
  ])('refuses %j', (input) => {
    expect(webAddress(input)).toBeNull();
  });
});
