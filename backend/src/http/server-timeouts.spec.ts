import { loadConfig } from '../config/app-config.js';
import { serverTimeoutOptions } from './server-timeouts.js';

/** With a JWT secret, so that no installation secret is written to the data folder. */
const env = (vars: Record<string, string> = {}) => ({ JWT_SECRET: 'x'.repeat(32), ...vars });

describe('server time limits', () => {
  it('default to 30 s for a JSON body, 20 min for a whole request, 72 s keep-alive', () => {
    const config = loadConfig(env());
    expect(config.timeouts).toEqual({
      bodyMs: 30_000,
      requestMs: 1_200_000,
      keepAliveMs: 72_000,
      shutdownGraceMs: 25_000,
    });
    expect(serverTimeoutOptions(config)).toEqual({
      requestTimeout: 1_200_000,
      connectionTimeout: 120_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 30_000 },
    });
  });

  it('never let the body or headers time-out exceed the request time-out', () => {
    const config = loadConfig(env({ REQUEST_TIMEOUT_MS: '5000', BODY_TIMEOUT_MS: '60000' }));
    expect(config.timeouts.bodyMs).toBe(5000);
    expect(serverTimeoutOptions(config).http.headersTimeout).toBe(5000);
  });

  it('refuse a value that is no number of milliseconds', () => {
    expect(() => loadConfig(env({ BODY_TIMEOUT_MS: 'bald' }))).toThrow(/BODY_TIMEOUT_MS/);
    expect(() => loadConfig(env({ REQUEST_TIMEOUT_MS: '10' }))).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
