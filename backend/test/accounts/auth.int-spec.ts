import { JwtService } from '@nestjs/jwt';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from '../factories.js';
import { createTestApp, uniqueEmail, uniqueIp, type TestApp } from '../test-app.js';

describe('auth', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = uniqueIp()) =>
    app.request('POST', url, { payload, headers, ip });

  describe('POST /api/auth/sign-up', () => {
    it('creates a client account', async () => {
      const email = uniqueEmail('signup');
      const response = await post('/api/auth/sign-up', {
        name: 'Muster GmbH',
        email,
        password: 'Sonnen-Blumen-Feld-42',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toEqual({
        id: expect.any(String),
        email,
        name: 'Muster GmbH',
        role: 'client',
        mfa: { enabled: false, setupRequired: false },
      });
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const email = uniqueEmail('dupe');
      await post('/api/auth/sign-up', { name: 'A', email, password: 'Sonnen-Blumen-Feld-42' });
      const response = await post('/api/auth/sign-up', {
        name: 'B',
        email: email.toUpperCase(),
        password: 'Sonnen-Blumen-Feld-42',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'Diese E-Mail-Adresse ist bereits registriert',
      });
    });

    it.each([
      [{ email: 'a@b.ch', password: 'Sonnen-Blumen-Feld-42' }, 'name', 'Bitte gib deinen Namen ein'],
      [{ name: '   ', email: 'a@b.ch', password: 'Sonnen-Blumen-Feld-42' }, 'name', 'Bitte gib deinen Namen ein'],
      [
        { name: 'A', email: 'kein-mail', password: 'Sonnen-Blumen-Feld-42' },
        'email',
        'Bitte gib eine gültige E-Mail-Adresse ein',
      ],
      [
        { name: 'A', email: 'a@b.ch', password: '123456789' },
        'password',
        'Das Passwort muss mindestens 10 Zeichen lang sein',
      ],
      [
        { name: 'A', email: 'a@b.ch', password: 'passwort123' },
        'password',
        'Dieses Passwort ist zu leicht zu erraten: Dies weist Ähnlichkeit zu anderen oft verwendeten Passwörtern auf. Wähle eine längere Passphrase aus mehreren Wörtern.',
      ],
      [
        { name: 'Max Muster', email: 'max.muster@firma.ch', password: 'max.muster@firma.ch' },
        'password',
        'Dieses Passwort ist zu leicht zu erraten: Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen. Wähle eine längere Passphrase aus mehreren Wörtern.',
      ],
    ])('answers 400 with a German message for %j', async (payload, field, message) => {
      const response = await post('/api/auth/sign-up', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message, errors: [{ field, message }] });
    });
  });

  describe('POST /api/auth/sign-in', () => {
    let client: TestUser;
    beforeAll(async () => {
      client = await createUser(app, 'client', 'Anmelde Test');
    });

    it('answers a session and sets the refresh token as an httpOnly SameSite cookie', async () => {
      const response = await post('/api/auth/sign-in', { email: client.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({
        id: client.id,
        email: client.email,
        name: 'Anmelde Test',
        role: 'client',
        mfa: { enabled: false, setupRequired: false },
      });
      expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(body).not.toHaveProperty('refreshToken');
      const cookie = response.cookies.cf_refresh;
      expect(cookie.value.length).toBeGreaterThan(30);
      expect(cookie.attributes).toContain('HttpOnly');
      expect(cookie.attributes).toContain('SameSite=Strict');
      expect(cookie.attributes).toContain('Path=/api/auth');
    });

    it('treats the e-mail case-insensitively', async () => {
      const response = await post('/api/auth/sign-in', { email: client.email.toUpperCase(), password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrong = await post('/api/auth/sign-in', { email: client.email, password: 'falsch-falsch' });
      const unknown = await post('/api/auth/sign-in', { email: uniqueEmail('ghost'), password: 'falsch-falsch' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Ungültige E-Mail oder Passwort',
      });
      expect(unknown.body).toBe(wrong.body);
    });

    it('spends as long on an unknown e-mail as on a wrong password (a password hash is checked either way)', async () => {
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        await post('/api/auth/sign-in', { email, password: 'falsch-falsch' });
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const known: number[] = [];
      const unknown: number[] = [];
      // The accounts first: timed right after its own creation (whatever that leaves running), the
      // known address came out about twice as slow on a busy machine, no difference of the sign-in's.
      const targets: TestUser[] = [];
      for (let i = 0; i < 9; i += 1) targets.push(await createUser(app, 'client'));
      await time(uniqueEmail('ghost'));
      for (const [i, target] of targets.entries()) {
        const pair = [
          () => time(target.email).then((ms) => known.push(ms)),
          () => time(uniqueEmail('ghost')).then((ms) => unknown.push(ms)),
        ];
        // Each goes first as often as the other.
        for (const measure of i % 2 ? pair.reverse() : pair) await measure();
      }
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });

  describe('throttling of failed sign-ins', () => {
    // More in sign-in-throttle.int-spec.ts.
    it('delays the next attempt after five failures for one account, even with the right password, and says how long', async () => {
      const user = await createUser(app, 'client');
      const home = uniqueIp();
      expect(
        (await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD }, {}, home)).statusCode,
      ).toBe(200);
      const ip = uniqueIp();
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await post('/api/auth/sign-in', { email: user.email, password: 'falsch-falsch' }, {}, ip)).statusCode,
        ).toBe(401);
      }
      const delayed = await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD }, {}, ip);
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Zu viele fehlgeschlagene Anmeldeversuche'),
      });
      expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The owner, from the address they signed in from before, still gets in.
      expect(
        (await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD }, {}, home)).statusCode,
      ).toBe(200);
    });

    it('a correct sign-in clears the failures of that account and address', async () => {
      const user = await createUser(app, 'client');
      const ip = uniqueIp();
      for (let i = 0; i < 4; i += 1)
        await post('/api/auth/sign-in', { email: user.email, password: 'falsch-falsch' }, {}, ip);
      expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD }, {}, ip)).statusCode).toBe(
        200,
      );
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await post('/api/auth/sign-in', { email: user.email, password: 'falsch-falsch' }, {}, ip)).statusCode,
        ).toBe(401);
      }
    });

    describe('per address', () => {
      let strict: TestApp;
      beforeAll(async () => {
        ({ app: strict } = await createTestApp({ SIGN_IN_MAX_FAILS_PER_IP: '3' }));
      });
      afterAll(() => strict.close());
      const signInFrom = (ip: string, email: string, password: string) =>
        strict.request('POST', '/api/auth/sign-in', { payload: { email, password }, ip });

      it('delays an address that fails on many accounts', async () => {
        const ip = uniqueIp();
        for (let i = 0; i < 3; i += 1)
          expect((await signInFrom(ip, uniqueEmail('spray'), 'falsch-falsch')).statusCode).toBe(401);
        expect((await signInFrom(ip, uniqueEmail('spray'), 'falsch-falsch')).statusCode).toBe(429);
      });

      it('never blocks an office whose people sign in correctly', async () => {
        const office = uniqueIp();
        const staff = await Promise.all(Array.from({ length: 8 }, () => createUser(strict, 'client')));
        for (const person of staff)
          expect((await signInFrom(office, person.email, TEST_PASSWORD)).statusCode).toBe(200);
        for (const person of staff)
          expect((await signInFrom(office, person.email, TEST_PASSWORD)).statusCode).toBe(200);
      });
    });
  });

  describe('refresh, reuse detection and sign-out', () => {
    const refresh = (cookie?: string) =>
      app.request('POST', '/api/auth/refresh', { cookies: cookie ? { cf_refresh: cookie } : {} });

    it('rotates the refresh token and answers a new session', async () => {
      const user = await createUser(app, 'designer');
      const session = await signIn(app, user);
      const response = await refresh(session.refreshCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, role: 'designer' });
      const rotated = response.cookies.cf_refresh.value;
      expect(rotated).not.toBe(session.refreshCookie);
      expect((await refresh(rotated)).statusCode).toBe(200);
    });

    it('a refresh token used twice revokes its whole family', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      const first = await refresh(session.refreshCookie);
      const next = first.cookies.cf_refresh.value;

      const replay = await refresh(session.refreshCookie);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      // The legitimate successor is dead too: whoever holds it must sign in again.
      expect((await refresh(next)).statusCode).toBe(401);
    });

    it("a reuse in one session leaves the user's other sessions alone", async () => {
      const user = await createUser(app, 'client');
      const laptop = await signIn(app, user);
      const phone = await signIn(app, user);
      await refresh(laptop.refreshCookie);
      await refresh(laptop.refreshCookie);
      expect((await refresh(phone.refreshCookie)).statusCode).toBe(200);
    });

    it('answers 401 without a cookie or with an unknown one', async () => {
      expect((await refresh()).statusCode).toBe(401);
      expect((await refresh('nicht-echt')).statusCode).toBe(401);
    });

    it('sign-out revokes the refresh token and clears the cookie', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      const response = await app.request('POST', '/api/auth/sign-out', {
        cookies: { cf_refresh: session.refreshCookie },
      });
      expect(response.statusCode).toBe(204);
      expect(response.cookies.cf_refresh.value).toBe('');
      expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    });

    it('sign-out with neither cookie nor access token answers 400 saying what is missing; an old cookie 204', async () => {
      const nothing = await app.request('POST', '/api/auth/sign-out');
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message:
          'Zum Abmelden fehlt die Sitzung: Sende das Sitzungs-Cookie oder das Zugriffstoken (Authorization: Bearer …).',
      });
      expect(
        (await app.request('POST', '/api/auth/sign-out', { cookies: { cf_refresh: 'laengst-abgelaufen' } })).statusCode,
      ).toBe(204);
      expect(
        (await app.request('POST', '/api/auth/sign-out', { headers: { authorization: 'Bearer kein.gueltiges.token' } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('GET /api/auth/me and access tokens', () => {
    it('answers the user and the profile', async () => {
      const user = await createUser(app, 'admin', 'Ada Admin');
      const { auth } = await signIn(app, user);
      const response = await app.request('GET', '/api/auth/me', { headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: {
          id: user.id,
          email: user.email,
          name: 'Ada Admin',
          role: 'admin',
          mfa: { enabled: true, setupRequired: false },
        },
        profile: { id: user.id, email: user.email, name: 'Ada Admin', status: 'active', createdAt: expect.any(String) },
      });
    });

    it('answers role null for an account without a role', async () => {
      const user = await createUser(app, null);
      const { auth } = await signIn(app, user);
      const response = await app.request('GET', '/api/auth/me', { headers: auth });
      expect(response.json().user.role).toBeNull();
    });

    it('answers 401 without a token, with an expired one and with a forged one', async () => {
      const user = await createUser(app, 'client');
      const jwt = app.get<JwtService>(JwtService);
      const expired = await jwt.signAsync(
        { role: 'client', sv: 0, exp: Math.floor(Date.now() / 1000) - 60 },
        { subject: user.id },
      );
      const forged = await new JwtService({ secret: 'x'.repeat(40) }).signAsync(
        { role: 'admin', sv: 0 },
        { subject: user.id, expiresIn: 600 },
      );
      for (const headers of [
        {} as Record<string, string>,
        { authorization: `Bearer ${expired}` },
        { authorization: `Bearer ${forged}` },
        { authorization: 'Basic abc' },
      ]) {
        const response = await app.request('GET', '/api/auth/me', { headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('POST /api/auth/password', () => {
    it('changes the password and ends the other sessions, not this one', async () => {
      const user = await createUser(app, 'client');
      const current = await signIn(app, user);
      const other = await signIn(app, user);
      const response = await app.request('POST', '/api/auth/password', {
        headers: current.auth,
        cookies: { cf_refresh: current.refreshCookie },
        payload: { currentPassword: TEST_PASSWORD, password: 'neues-passwort' },
      });
      expect(response.statusCode).toBe(204);
      expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
      expect((await post('/api/auth/sign-in', { email: user.email, password: 'neues-passwort' })).statusCode).toBe(200);
      const refresh = (cookie: string) => app.request('POST', '/api/auth/refresh', { cookies: { cf_refresh: cookie } });
      expect((await refresh(other.refreshCookie)).statusCode).toBe(401);
      expect((await refresh(current.refreshCookie)).statusCode).toBe(200);
    });

    it('refuses fewer than 10 characters, an easy guess and an anonymous caller', async () => {
      const user = await createUser(app, 'client');
      const { auth } = await signIn(app, user);
      const short = await app.request('POST', '/api/auth/password', {
        headers: auth,
        payload: { currentPassword: TEST_PASSWORD, password: '123' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Das Passwort muss mindestens 10 Zeichen lang sein');
      const guessable = await app.request('POST', '/api/auth/password', {
        headers: auth,
        payload: { currentPassword: TEST_PASSWORD, password: 'qwertzuiop' },
      });
      expect(guessable.json()).toMatchObject({
        statusCode: 400,
        message:
          'Dieses Passwort ist zu leicht zu erraten: Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten. Wähle eine längere Passphrase aus mehreren Wörtern.',
      });
      const anonymous = await app.request('POST', '/api/auth/password', {
        payload: { currentPassword: TEST_PASSWORD, password: '123456' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the refresh cookie behind HTTPS (COOKIE_SECURE)', () => {
    const refresh = (target: TestApp, cookies: Record<string, string>) =>
      target.request('POST', '/api/auth/refresh', { cookies });

    it('is __Secure-cf_refresh (Secure, path /api/auth) and only that name is read', async () => {
      const { app: secureApp } = await createTestApp({ COOKIE_SECURE: 'true' });
      try {
        const user = await createUser(secureApp, 'client');
        const signedIn = await secureApp.request('POST', '/api/auth/sign-in', {
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.cookies.cf_refresh).toBeUndefined();
        const cookie = signedIn.cookies['__Secure-cf_refresh'];
        expect(cookie.attributes.split(';').map((part) => part.trim())).toEqual(
          expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'Secure', 'SameSite=Strict']),
        );
        // The same token under the plain name (as a page over HTTP could plant it) counts for nothing.
        expect((await refresh(secureApp, { cf_refresh: cookie.value })).statusCode).toBe(401);
        const renewed = await refresh(secureApp, { '__Secure-cf_refresh': cookie.value });
        expect(renewed.statusCode).toBe(200);
        const next = renewed.cookies['__Secure-cf_refresh'].value;
        const signedOut = await secureApp.request('POST', '/api/auth/sign-out', {
          cookies: { '__Secure-cf_refresh': next },
        });
        expect(signedOut.statusCode).toBe(204);
        expect(signedOut.cookies['__Secure-cf_refresh']).toMatchObject({ value: '' });
        expect((await refresh(secureApp, { '__Secure-cf_refresh': next })).statusCode).toBe(401);
      } finally {
        await secureApp.close();
      }
    });

    it('keeps the plain name cf_refresh without COOKIE_SECURE (a browser refuses a prefixed cookie that is not Secure)', async () => {
      const user = await createUser(app, 'client');
      const signedIn = await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
      expect(Object.keys(signedIn.cookies)).toEqual(['cf_refresh']);
      expect(signedIn.cookies.cf_refresh.attributes).not.toContain('Secure');
      expect((await refresh(app, { '__Secure-cf_refresh': signedIn.cookies.cf_refresh.value })).statusCode).toBe(401);
      expect((await refresh(app, { cf_refresh: signedIn.cookies.cf_refresh.value })).statusCode).toBe(200);
    });
  });

  describe('another site cannot sign a browser in, sign up or set a password (login CSRF)', () => {
    const FOREIGN: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.request('POST', url, {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });

    it('refuses a sign-in from another site, as JSON or as a plain form, and sets no cookie', async () => {
      const user = await createUser(app, 'client');
      const fields = { email: user.email, password: TEST_PASSWORD };
      for (const headers of FOREIGN) {
        for (const answer of [
          await post('/api/auth/sign-in', fields, headers),
          await formPost('/api/auth/sign-in', fields, headers),
        ]) {
          expect(answer.statusCode).toBe(403);
          expect(answer.json()).toMatchObject({
            code: 'FORBIDDEN',
            message: 'Diese Anfrage ist nur von ContentFlow selbst aus erlaubt',
          });
          expect(answer.cookies.cf_refresh).toBeUndefined();
        }
      }
      // Our own page, with the script or as a plain form post; and callers that are no browser page.
      const own = { origin: new URL(app.baseUrl).origin, 'sec-fetch-site': 'same-origin' };
      for (const answer of [
        await post('/api/auth/sign-in', fields, own),
        await formPost('/api/auth/sign-in', fields, own),
        await formPost('/api/auth/sign-in', fields),
      ]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.cookies.cf_refresh.value.length).toBeGreaterThan(30);
      }
    });

    it('refuses a sign-up from another site and creates nothing', async () => {
      const email = uniqueEmail('csrf');
      const fields = { name: 'Fremd', email, password: 'Zitronen-Falter-1987-Wolke' };
      for (const headers of FOREIGN)
        expect((await formPost('/api/auth/sign-up', fields, headers)).statusCode).toBe(403);
      const own = await formPost('/api/auth/sign-up', fields, { origin: new URL(app.baseUrl).origin });
      expect(own.statusCode).toBe(201);
    });

    it('refuses the second step of a sign-in (code or passkey) from another site', async () => {
      const steps: [string, object][] = [
        ['/api/auth/mfa/verify', { mfaToken: 'a'.repeat(43), code: '123456' }],
        ['/api/auth/passkey/options', { mfaToken: 'a'.repeat(43) }],
        [
          '/api/auth/passkey/verify',
          {
            mfaToken: 'a'.repeat(43),
            // Shaped like an assertion, so that only the origin decides.
            response: {
              id: 'abc',
              rawId: 'abc',
              type: 'public-key',
              clientExtensionResults: {},
              response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
            },
          },
        ],
      ];
      for (const [url, payload] of steps) {
        for (const headers of FOREIGN)
          expect({ url, headers, status: (await post(url, payload, headers)).statusCode }).toEqual({
            url,
            headers,
            status: 403,
          });
        // From our own page it gets as far as the token (which is none).
        const own = await post(url, payload, { origin: new URL(app.baseUrl).origin });
        expect({ url, status: own.statusCode }).not.toEqual({ url, status: 403 });
      }
    });

    it('refuses a set-password from another site before it looks at the token', async () => {
      const fields = { token: 'a'.repeat(43), password: 'Zitronen-Falter-1987-Wolke' };
      for (const headers of FOREIGN)
        expect((await post('/api/auth/set-password', fields, headers)).statusCode).toBe(403);
      const own = await post('/api/auth/set-password', fields, { origin: new URL(app.baseUrl).origin });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('Der Link ist ungültig oder abgelaufen.');
    });
  });
});
