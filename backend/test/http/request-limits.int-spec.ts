import { createUser, signIn } from '../factories.js';
import { createTestApp, uniqueEmail, uniqueIp, type ApiResponse, type TestApp } from '../test-app.js';

/** A refusal of a request limit: 429 in our error shape, with the seconds to wait. */
function expectRateLimited(response: ApiResponse, message: string | RegExp) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(message) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('request limits: one caller cannot slow the others', () => {
  describe('sign-ups per address', () => {
    let app: TestApp;
    beforeAll(async () => {
      ({ app } = await createTestApp({ SIGN_UP_LIMIT_PER_HOUR: '3' }));
    });
    afterAll(() => app.close());
    const signUp = (ip: string) =>
      app.request('POST', '/api/auth/sign-up', {
        payload: { name: 'Flut AG', email: uniqueEmail('flood'), password: 'Sonnen-Blumen-Feld-42' },
        ip,
      });

    it('refuses a flood from one address with 429 and Retry-After, while another address still signs up', async () => {
      const flooder = uniqueIp();
      for (let i = 0; i < 3; i += 1) expect((await signUp(flooder)).statusCode).toBe(201);
      const refused = await signUp(flooder);
      expectRateLimited(refused, /^Zu viele Registrierungen von dieser Adresse/);
      // A fixed window of an hour: the wait is up to an hour, never more.
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      expect((await signUp(uniqueIp())).statusCode).toBe(201);
    });

    it('counts an IPv6 caller by its /64, so rotating through its own addresses does not help', async () => {
      const network = uniqueIp().replace(/::1$/, '');
      for (let i = 1; i <= 3; i += 1) expect((await signUp(`${network}::${i.toString(16)}`)).statusCode).toBe(201);
      expectRateLimited(await signUp(`${network}:ab:cd:ef:12`), /^Zu viele Registrierungen von dieser Adresse/);
    });

    it('counts attempts with a taken e-mail too, so one address cannot probe many e-mails', async () => {
      const prober = uniqueIp();
      const taken = (await createUser(app, 'client')).email;
      for (let i = 0; i < 3; i += 1) {
        const response = await app.request('POST', '/api/auth/sign-up', {
          payload: { name: 'Probe', email: taken, password: 'Sonnen-Blumen-Feld-42' },
          ip: prober,
        });
        expect(response.statusCode).toBe(409);
      }
      expect((await signUp(prober)).statusCode).toBe(429);
    });
  });

  describe('API requests per account and per address', () => {
    let app: TestApp;
    beforeAll(async () => {
      ({ app } = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '5', API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '4' }));
    });
    afterAll(() => app.close());

    it('refuses an account beyond its budget while another account keeps being answered', async () => {
      const [flooder, bystander] = await Promise.all([createUser(app, 'client'), createUser(app, 'client')]);
      const [flooding, calm] = await Promise.all([signIn(app, flooder), signIn(app, bystander)]);
      // The budget is the account's, whatever address the requests come from.
      const me = (auth: Record<string, string>) => app.request('GET', '/api/auth/me', { headers: auth });
      const answers = await Promise.all(Array.from({ length: 8 }, () => me(flooding.auth)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const refused of answers.filter((r) => r.statusCode !== 200))
        expectRateLimited(refused, /^Zu viele Anfragen/);
      for (let i = 0; i < 4; i += 1) expect((await me(calm.auth)).statusCode).toBe(200);
    });

    it('refuses requests without an account from one address beyond its budget; other addresses and health checks go on', async () => {
      const flooder = uniqueIp();
      const plans = (ip: string) => app.request('GET', '/api/plans', { ip });
      for (let i = 0; i < 4; i += 1) expect((await plans(flooder)).statusCode).toBe(200);
      expectRateLimited(await plans(flooder), /^Zu viele Anfragen/);
      // Every public endpoint shares the address's budget, a token that comes along or not.
      const signIn = await app.request('POST', '/api/auth/sign-in', {
        payload: { email: uniqueEmail('x'), password: 'falsch-falsch' },
        headers: { authorization: 'Bearer irgendwas' },
        ip: flooder,
      });
      expect(signIn.statusCode).toBe(429);
      expect((await plans(uniqueIp())).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1)
        expect((await app.request('GET', '/api/health', { ip: flooder })).statusCode).toBe(200);
    });
  });

  describe('password hashing beyond its cap', () => {
    let app: TestApp;
    beforeAll(async () => {
      // One hash at a time and no queue: the second sign-up arriving while one hashes is refused.
      ({ app } = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' }));
    });
    afterAll(() => app.close());

    it('answers 503 BUSY with Retry-After: 1 instead of queueing without end', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          app.request('POST', '/api/auth/sign-up', {
            payload: { name: 'Parallel', email: uniqueEmail('busy'), password: 'Sonnen-Blumen-Feld-42' },
            ip: uniqueIp(),
          }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes).toContain(201);
      expect(codes).toContain(503);
      expect(codes.every((code) => code === 201 || code === 503)).toBe(true);
      const busy = answers.find((r) => r.statusCode === 503)!;
      expect(busy.json()).toEqual({
        statusCode: 503,
        code: 'BUSY',
        message: 'Der Server ist gerade ausgelastet. Bitte versuche es in einem Moment erneut.',
      });
      expect(busy.headers.get('retry-after')).toBe('1');
    });

    it('does not count a sign-in it had no time for as a failed attempt', async () => {
      const user = await createUser(app, 'client');
      const ip = uniqueIp();
      // Far more parallel attempts than failures allowed (5): the refused ones answer 503, not 401.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          app.request('POST', '/api/auth/sign-in', { payload: { email: user.email, password: 'falsch-falsch' }, ip }),
        ),
      );
      const failures = answers.filter((r) => r.statusCode === 401).length;
      expect(answers.some((r) => r.statusCode === 503)).toBe(true);
      expect(failures).toBeLessThan(5);
      // So the address still has attempts left: the right password goes through.
      expect(
        (
          await app.request('POST', '/api/auth/sign-in', {
            payload: { email: user.email, password: user.password },
            ip,
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
