import { Redis } from 'ioredis';
import { loadConfig } from '../config/app-config.js';
import { AppError } from '../common/errors/app-error.js';
import { AiRequestLimit, nextZurichMonthStart } from './ai-request-limit.js';

describe('nextZurichMonthStart', () => {
  it('is midnight in Zurich on the 1st of the next month, in winter and in summer time', () => {
    // 15 Nov (CET, +1): 1 Dec 00:00 in Zurich is 30 Nov 23:00 UTC.
    expect(nextZurichMonthStart(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // 15 Jun (CEST, +2): 1 Jul 00:00 is 30 Jun 22:00 UTC.
    expect(nextZurichMonthStart(new Date('2026-06-15T12:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // March, when the clocks change on its last Sunday: April starts in summer time.
    expect(nextZurichMonthStart(new Date('2026-03-02T12:00:00Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    // 31 Oct 23:30 UTC is already 1 Nov in Zurich: the next reset is 1 Dec.
    expect(nextZurichMonthStart(new Date('2026-10-31T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // December rolls over into the next year.
    expect(nextZurichMonthStart(new Date('2026-12-10T12:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('AiRequestLimit without Redis', () => {
  // Never connected: every command is refused at once, so the in-process counters answer.
  const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
  afterAll(() => redis.disconnect());

  it('still holds the monthly budget per process, and names the day it resets', async () => {
    const config = loadConfig({
      ...process.env,
      JWT_SECRET: 'a-unit-test-secret-of-at-least-32-characters',
      AI_RATE_LIMIT_PER_MINUTE: '100',
      AI_MONTHLY_CALLS_PER_CLIENT: '2',
    });
    const limit = new AiRequestLimit(redis, config);
    const now = new Date('2026-11-20T09:00:00Z');
    await limit.consume('client-a', now);
    await limit.consume('client-a', now);
    const refusal = await limit.consume('client-a', now).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message:
        'Das KI-Kontingent dieses Monats (2 Anfragen) ist aufgebraucht. Ab dem 1. Dezember 2026 steht es wieder zur Verfügung.',
      // From 09:00 UTC on 20 Nov to 23:00 UTC on 30 Nov.
      retryAfterSeconds: (10 * 24 + 14) * 3600,
    });
    // Another client, and the same client in the next month, start from zero.
    await limit.consume('client-b', now);
    await limit.consume('client-a', new Date('2026-12-01T08:00:00Z'));
  });

  it('refuses beyond the minute with the spec text', async () => {
    const config = loadConfig({
      ...process.env,
      JWT_SECRET: 'a-unit-test-secret-of-at-least-32-characters',
      AI_RATE_LIMIT_PER_MINUTE: '1',
      AI_MONTHLY_CALLS_PER_CLIENT: '100',
    });
    const limit = new AiRequestLimit(redis, config);
    await limit.consume('client-c');
    await expect(limit.consume('client-c')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Zu viele Anfragen. Bitte warte einen Moment.',
    });
  });
});
