import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS } from '../../src/queues/index.js';
import { AccountRegistry } from '../../src/accounts/account-registry.js';
import { Profile } from '../../src/accounts/profile.entity.js';
import { createUser, inContext, type TestUser } from '../factories.js';
import { createTestApp, uniqueEmail, uniqueIp, type ApiResponse, type TestApp } from '../test-app.js';

const WRONG = 'falsch-falsch';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectDelayed(response: ApiResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuche es in \d+ (Sekunden?|Minuten?) erneut\.$/,
    ),
  });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('sign-in throttling: guessers are slowed, the owner gets in', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The defaults, spelled out: 5 failures per account, per account+address, 20 per address.
    ({ app } = await createTestApp({
      SIGN_IN_MAX_FAILS_PER_ACCOUNT: '5',
      SIGN_IN_MAX_FAILS_PER_ACCOUNT_AND_IP: '5',
      SIGN_IN_MAX_FAILS_PER_IP: '20',
    }));
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string, ip: string) =>
    app.request('POST', '/api/auth/sign-in', { payload: { email, password }, ip });

  /** An account whose owner signed in once from `home`, which makes that address known to it. */
  async function ownerAt(home: string): Promise<TestUser> {
    const owner = await createUser(app, 'client');
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    return owner;
  }

  it('slows a botnet guessing one account from 30 addresses, while the owner signs in from the known address', async () => {
    const home = uniqueIp();
    const owner = await ownerAt(home);
    const answers: ApiResponse[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await signIn(owner.email, WRONG, uniqueIp()));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // From the sixth on the delay grows (1 s, 2 s, 4 s, …): hardly a guess gets through.
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);
    answers.filter((r) => r.statusCode === 429).forEach(expectDelayed);

    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    // The right password from an address the account does not know waits like any guess.
    expectDelayed(await signIn(owner.email, owner.password, uniqueIp()));
  });

  it('lets the right password in once the delay has run out, and forgives that address its typos', async () => {
    const user = await createUser(app, 'client');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await signIn(user.email, WRONG, ip)).statusCode).toBe(401);
    const delayed = await signIn(user.email, user.password, ip);
    expectDelayed(delayed);
    await sleep(Number(delayed.headers.get('retry-after')) * 1000 + 200);
    expect((await signIn(user.email, user.password, ip)).statusCode).toBe(200);
    // The failures of an address that then knew the password were typos: they no longer count.
    for (let i = 0; i < 5; i += 1) expect((await signIn(user.email, WRONG, ip)).statusCode).toBe(401);
    expectDelayed(await signIn(user.email, WRONG, ip));
  });

  it('an address with failures of its own on the account is no longer above suspicion', async () => {
    const home = uniqueIp();
    const owner = await ownerAt(home);
    for (let i = 0; i < 5; i += 1) expect((await signIn(owner.email, WRONG, home)).statusCode).toBe(401);
    expectDelayed(await signIn(owner.email, owner.password, home));
  });

  it('answers an unknown e-mail exactly like a known one, delay included', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) expect((await signIn(ghost, WRONG, uniqueIp())).statusCode).toBe(401);
    expectDelayed(await signIn(ghost, WRONG, uniqueIp()));
  });

  describe('parallel guesses', () => {
    // A first delay of a minute: on a loaded machine 20 parallel requests may reach the throttle more
    // than a second apart, and a guess after the (default) one-second delay rightly goes through.
    let patient: TestApp;
    beforeAll(async () => {
      ({ app: patient } = await createTestApp({
        SIGN_IN_MAX_FAILS_PER_ACCOUNT: '5',
        SIGN_IN_FIRST_DELAY_SECONDS: '60',
      }));
    });
    afterAll(() => patient.close());

    it('lets through only as many of 20 parallel guesses as failures are allowed (check and count are one step)', async () => {
      const owner = await createUser(patient, 'client');
      const guess = () =>
        patient.request('POST', '/api/auth/sign-in', {
          payload: { email: owner.email, password: WRONG },
          ip: uniqueIp(),
        });
      const answers = await Promise.all(Array.from({ length: 20 }, guess));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      answers
        .filter((r) => r.statusCode === 429)
        .forEach((r) => expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(50));
    });
  });

  describe('per address', () => {
    let strict: TestApp;
    beforeAll(async () => {
      ({ app: strict } = await createTestApp({ SIGN_IN_MAX_FAILS_PER_IP: '3' }));
    });
    afterAll(() => strict.close());
    const signInAt = (ip: string, email: string, password: string) =>
      strict.request('POST', '/api/auth/sign-in', { payload: { email, password }, ip });

    it('slows an address that sprays many accounts, not the other addresses', async () => {
      const sprayer = uniqueIp();
      for (let i = 0; i < 3; i += 1)
        expect((await signInAt(sprayer, uniqueEmail('spray'), WRONG)).statusCode).toBe(401);
      expectDelayed(await signInAt(sprayer, uniqueEmail('spray'), WRONG));
      expect((await signInAt(uniqueIp(), uniqueEmail('spray'), WRONG)).statusCode).toBe(401);
    });

    it('still lets a person in whose account already knows that address', async () => {
      const office = uniqueIp();
      const colleague = await createUser(strict, 'client');
      expect((await signInAt(office, colleague.email, colleague.password)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await signInAt(office, uniqueEmail('spray'), WRONG)).statusCode).toBe(401);
      expectDelayed(await signInAt(office, uniqueEmail('spray'), WRONG));
      expect((await signInAt(office, colleague.email, colleague.password)).statusCode).toBe(200);
    });
  });

  describe('per password (spraying)', () => {
    let counting: TestApp;
    beforeAll(async () => {
      ({ app: counting } = await createTestApp({ SIGN_IN_MAX_FAILS_PER_PASSWORD: '3' }));
    });
    afterAll(() => counting.close());
    const signInAt = (ip: string, email: string, password: string) =>
      counting.request('POST', '/api/auth/sign-in', { payload: { email, password }, ip });

    it('slows one password tried against many accounts from many addresses, not other passwords, and keeps no password in Redis', async () => {
      // A password of this run's own: the counter lives 24 h in the tests' Redis.
      const sprayed = `Sommer2026!-${randomUUID().slice(0, 8)}`;
      for (let i = 0; i < 3; i += 1)
        expect((await signInAt(uniqueIp(), uniqueEmail('spray'), sprayed)).statusCode).toBe(401);
      expectDelayed(await signInAt(uniqueIp(), uniqueEmail('spray'), sprayed));
      // Another password, another account, another address: not slowed.
      expect((await signInAt(uniqueIp(), uniqueEmail('spray'), `${sprayed}x`)).statusCode).toBe(401);
      // Someone with a password of its own gets in from a new address. (Not the tests' shared
      // password: other files' sign-ins to deactivated accounts count against it in this Redis.)
      const password = `Wald-Wiese-${randomUUID()}`;
      const owner = await inContext(counting, () =>
        counting
          .get<AccountRegistry>(AccountRegistry)
          .create({ name: 'Olga Owner', email: uniqueEmail('owner'), password, role: 'client' }),
      );
      const home = uniqueIp();
      expect((await signInAt(home, owner.email, password)).statusCode).toBe(200);
      const redis = counting.get<Redis>(REDIS);
      const keys = await redis.keys('signin:pw:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).not.toContain(sprayed);
      const stored = await Promise.all(keys.map((key) => redis.hgetall(key)));
      expect(JSON.stringify(stored)).not.toContain(sprayed);
    });
  });

  describe('a deactivated account', () => {
    it('cannot sign in, and says so only to whoever knows the password', async () => {
      const user = await createUser(app, 'client');
      await inContext(app, (em) => em.nativeUpdate(Profile, { account: user.id }, { status: 'inactive' }));
      const ip = uniqueIp();
      const wrong = await signIn(user.email, WRONG, ip);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Ungültige E-Mail oder Passwort',
      });
      const right = await signIn(user.email, user.password, ip);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Dein Konto ist deaktiviert. Bitte wende dich an den Administrator.',
      });
      expect(right.cookies.cf_refresh).toBeUndefined();
    });
  });

  describe('while Redis is unreachable', () => {
    let offline: TestApp;
    beforeAll(async () => {
      // Port 1 on loopback: nothing listens there, every Redis command fails at once.
      ({ app: offline } = await createTestApp({
        REDIS_URL: 'redis://127.0.0.1:1',
        SIGN_IN_MAX_FAILS_PER_ACCOUNT: '3',
      }));
    });
    afterAll(() => offline.close());
    const signInOffline = (email: string, password: string, ip: string) =>
      offline.request('POST', '/api/auth/sign-in', { payload: { email, password }, ip });

    it('keeps signing in and keeps throttling, in this process', async () => {
      const home = uniqueIp();
      const owner = await createUser(offline, 'client');
      expect((await signInOffline(owner.email, owner.password, home)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await signInOffline(owner.email, WRONG, uniqueIp())).statusCode).toBe(401);
      expectDelayed(await signInOffline(owner.email, WRONG, uniqueIp()));
      expect((await signInOffline(owner.email, owner.password, home)).statusCode).toBe(200);
    });
  });
});
