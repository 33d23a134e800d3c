import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  it('runs on the local defaults without any variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/contentflow',
      redisUrl: 'redis://127.0.0.1:6379',
      seedDemo: true,
      bootstrapAdmin: null,
    });
  });

  it.each([
    [{ PORT: 'drei' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'nicht-eine-url' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'kurz' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.ch' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'kein-mail', ADMIN_PASSWORD: 'geheim1' }, 'ADMIN_EMAIL'],
  ])('stops with a message naming the variable for %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n(.|\\n)*${variable}`));
  });

  it('writes no demo data in production unless asked, and takes the first admin from the environment', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ADMIN_EMAIL: 'chefin@example.ch', ADMIN_PASSWORD: 'geheim123' });
    expect(config.seedDemo).toBe(false);
    expect(config.bootstrapAdmin).toEqual({ email: 'chefin@example.ch', password: 'geheim123' });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
