import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';
import { SECRET_FILE } from './installation-secret.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cf-config-'));

describe('configuration', () => {
  it('runs on the local defaults without any variable', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/contentflow',
      redisUrl: 'redis://127.0.0.1:6379',
      seedDemo: false,
      bootstrapAdmin: null,
      passwordLinkTtlHours: 24,
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
    [{ PASSWORD_LINK_TTL_HOURS: '0' }, 'PASSWORD_LINK_TTL_HOURS'],
    [{ PASSWORD_LINK_TTL_HOURS: '73' }, 'PASSWORD_LINK_TTL_HOURS'],
    [{ WORKER_QUEUES: 'email,mails' }, 'WORKER_QUEUES'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'dateien', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'dateien', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Dateien_!', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ METRICS_TOKEN: 'zu-kurz' }, 'METRICS_TOKEN'],
    // A metrics port anyone can reach must ask for the token.
    [{ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, 'METRICS_TOKEN'],
    [{ WORKERS_METRICS_PORT: '9465', METRICS_HOST: '10.0.0.5' }, 'METRICS_TOKEN'],
  ])('stops with a message naming the variable for %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n(.|\\n)*${variable}`));
  });

  it('has a workers process take every queue, or the ones WORKER_QUEUES names', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workerQueues).toEqual([
      'notifications',
      'email',
      'ai',
      'quota',
      'ideas',
      'billing',
      'clocks',
      'publishing',
      'privacy',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKER_QUEUES: ' ai, email ,ai' }).workerQueues).toEqual(['ai', 'email']);
  });

  it("keeps files in the data folder unless told, and reads a bucket's settings with STORAGE_DRIVER=s3", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ driver: 'local' });
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'dateien',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      publicEndpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'dateien',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PUBLIC_ENDPOINT: 'https://files.example.ch',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.ch',
      forcePathStyle: true,
    });
  });

  it('keeps the metrics off the public port and their ports on loopback unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({
      token: null,
      port: null,
      workersPort: null,
      host: '127.0.0.1',
    });
    const token = 't'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics,
    ).toEqual({
      token,
      port: 9464,
      workersPort: null,
      host: '0.0.0.0',
    });
  });

  it('writes no demo data in production unless asked, and takes the first admin from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'chefin@example.ch',
      ADMIN_PASSWORD: 'geheim123',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.bootstrapAdmin).toEqual({ email: 'chefin@example.ch', password: 'geheim123' });
    expect(loadConfig({ SEED_DEMO: 'false', JWT_SECRET: 'x'.repeat(32) }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true', JWT_SECRET: 'x'.repeat(32) }).seedDemo).toBe(true);
  });

  it('without JWT_SECRET signs with a secret of its own, made once per data folder and readable only by its owner', () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(join(folder, SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(folder, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
    expect(loadConfig({ DATA_DIR: folder, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it("takes each network's app from the environment, an empty setting as none, and the real addresses unless told", () => {
    const social = loadConfig({
      DATA_DIR: dataDir(),
      META_APP_ID: ' ',
      META_APP_SECRET: '',
      LINKEDIN_CLIENT_ID: 'li',
      LINKEDIN_CLIENT_SECRET: 'geheim',
      LINKEDIN_API_URL: 'http://127.0.0.1:9/linkedin/',
    }).social;
    expect(social.meta).toEqual({
      appId: null,
      appSecret: null,
      graphUrl: 'https://graph.facebook.com/v21.0',
      dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    });
    expect(social.linkedin).toMatchObject({
      clientId: 'li',
      clientSecret: 'geheim',
      apiUrl: 'http://127.0.0.1:9/linkedin',
    });
    expect(social.tiktok).toMatchObject({ clientKey: null, apiUrl: 'https://open.tiktokapis.com' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), TIKTOK_API_URL: 'ftp://tiktok' })).toThrow(/TIKTOK_API_URL/);
  });
});
