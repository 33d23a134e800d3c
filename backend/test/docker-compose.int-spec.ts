import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');

interface Service {
  image?: string;
  build?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

/** A variable the file takes from the environment, with `:?`: compose refuses to start without it. */
const REQUIRED = /^\$\{[A-Z0-9_]+:\?[^}]+\}$/;

/**
 * docker-compose.yml as Compose reads it (YAML with merge keys; no Docker engine is needed): the
 * scaled system — two API replicas behind the proxy, workers, the S3-compatible store with its
 * bucket, Postgres, Redis, the mail catcher — published on loopback only, with no secret in it.
 */
describe('docker-compose.yml', () => {
  const file = parse(readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const { services } = file;

  it('runs two API replicas behind the proxy, workers, the store with its bucket, Postgres, Redis and the mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'bucket',
      'mailpit',
      'migrate',
      'minio',
      'postgres',
      'proxy',
      'redis',
      'workers',
    ]);
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.api!.ports).toBeUndefined();
    for (const name of ['api', 'workers', 'migrate']) {
      expect(services[name]!.environment).toMatchObject({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'contentflow',
      });
    }
    // The app starts once the bucket exists and the schema is migrated.
    expect(services.migrate!.depends_on).toMatchObject({ bucket: { condition: 'service_completed_successfully' } });
    expect(services.api!.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    expect(services.bucket!.command!.toString()).toContain('mc mb --ignore-existing store/contentflow');
    // Docker waits longer than the process may take to stop (SHUTDOWN_GRACE_MS + 5 s).
    expect(services.api!.stop_grace_period).toBe('35s');
    expect(Number(services.api!.environment!.SHUTDOWN_GRACE_MS) + 5000).toBeLessThan(35_000);
  });

  it('publishes every port on 127.0.0.1 only (the proxy on APP_BIND, loopback unless set)', () => {
    const published = Object.entries(services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => [name, port] as const),
    );
    expect(published.length).toBeGreaterThan(0);
    for (const [name, port] of published) {
      expect({
        name,
        bound: port.startsWith('127.0.0.1:') || (name === 'proxy' && port.startsWith('${APP_BIND:-127.0.0.1}:')),
      }).toEqual({ name, bound: true });
    }
  });

  it('holds no secret: every password, key and secret is a required variable', () => {
    const secrets = Object.entries(services).flatMap(([name, service]) =>
      Object.entries(service.environment ?? {})
        .filter(([key]) => /PASSWORD|SECRET|REDISCLI_AUTH/.test(key) && !/^ADMIN_PASSWORD$/.test(key))
        .map(([key, value]) => ({ name, key, value })),
    );
    expect(secrets.length).toBeGreaterThan(5);
    for (const { name, key, value } of secrets)
      expect({ name, key, required: REQUIRED.test(value) }).toEqual({ name, key, required: true });
    // Passwords inside URLs come from the same required variables.
    expect(services.api!.environment!.DATABASE_URL).toMatch(
      /^postgres:\/\/contentflow:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/contentflow$/,
    );
    expect(services.api!.environment!.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
    // The first admin only when the operator gives one.
    expect(services.api!.environment!.ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:-}');
  });

  it('has the proxy pass server-sent events on unbuffered, and the store give the app a key for its bucket only', () => {
    const caddyfile = readFileSync(resolve(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m);
    expect(caddyfile).toMatch(/dynamic a \{\s*name api\s*port 3000/);
    const policy = JSON.parse(readFileSync(resolve(ROOT, 'deploy/minio-bucket-policy.json'), 'utf8')) as {
      Statement: Array<{ Resource: string[] }>;
    };
    expect(policy.Statement.flatMap((statement) => statement.Resource)).toEqual([
      'arn:aws:s3:::contentflow',
      'arn:aws:s3:::contentflow/*',
    ]);
    expect(existsSync(resolve(ROOT, 'Dockerfile'))).toBe(true);
  });
});
