import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { createApp } from '../src/app.factory.js';
import { loadConfig, type AppConfig } from '../src/config/app-config.js';
import { migrate } from '../src/database/migrate.js';
import { OpenApiAnswers } from './openapi-answers.js';

let migrated: Promise<unknown> | undefined;

export interface ApiResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the body loosely; expect() checks its shape
  json<T = any>(): T;
  /** Cookies the response set, by name (a cleared cookie has the value ''). */
  cookies: Record<string, { value: string; attributes: string }>;
}

export interface RequestOptions {
  payload?: unknown;
  /** A raw body, sent as it is (for malformed and oversized bodies). */
  rawBody?: string;
  /** A multipart body (file uploads). */
  form?: FormData;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The caller's address, as a proxy in front of the API reports it (X-Forwarded-For). */
  ip?: string;
  /**
   * The test asks for a path or method the API doesn't have, on purpose: the answer is checked as
   * the API's JSON error, and the route must indeed be missing from the document.
   */
  unknownRoute?: boolean;
}

/**
 * Paths whose answers are not the API's JSON contract, so not checked against the document: the
 * document itself and its viewer (/api/openapi.json, /api/docs), and everything outside /api —
 * the web app's pages, the signed file downloads under /files/ and the queue dashboard's own
 * screens under /admin/queues (a library's UI).
 */
function outsideTheContract(path: string): boolean {
  const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
  return (
    !isApi ||
    path.startsWith('/api/openapi.json') ||
    path === '/api/docs' ||
    path.startsWith('/api/docs/') ||
    path.startsWith('/api/docs-')
  );
}

/** The real application on a real port, spoken to over HTTP like any client. */
export class TestApp {
  private answers?: Promise<OpenApiAnswers>;

  constructor(
    readonly nest: NestFastifyApplication,
    readonly config: AppConfig,
    readonly baseUrl: string,
  ) {}

  get<T>(token: Parameters<NestFastifyApplication['get']>[0]): T {
    return this.nest.get(token) as T;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined = options.form ?? options.rawBody;
    if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    if (options.cookies) {
      headers.cookie = Object.entries(options.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    }
    headers['x-forwarded-for'] = options.ip ?? uniqueIp();
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const cookies: ApiResponse['cookies'] = {};
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      cookies[pair.slice(0, index).trim()] = { value: pair.slice(index + 1), attributes: attributes.join(';').trim() };
    }
    if (!outsideTheContract(path)) {
      const problems = (await this.openApiAnswers()).problems(
        { method, url: path, status: response.status, contentType: response.headers.get('content-type'), body: text },
        { unknownRoute: options.unknownRoute },
      );
      if (problems) throw new Error(`The answer does not conform to the OpenAPI document: ${problems}`);
    }
    return {
      statusCode: response.status,
      headers: response.headers,
      body: text,
      json: () => JSON.parse(text),
      cookies,
    };
  }

  /** Every answer the tests receive is checked against the document this app serves, fetched once. */
  private openApiAnswers(): Promise<OpenApiAnswers> {
    this.answers ??= fetch(`${this.baseUrl}/api/openapi.json`)
      .then((response) => response.json())
      .then((document) => new OpenApiAnswers(document));
    return this.answers;
  }

  close(): Promise<void> {
    return this.nest.close();
  }
}

/**
 * Test set-ups create many accounts at once (each hashes a password) on a busy two-core machine:
 * the hashing queue may wait as long as it takes there, except in the tests of the cap itself.
 */
const TEST_DEFAULTS = {
  PASSWORD_HASH_QUEUE: '1000',
  PASSWORD_HASH_QUEUE_TIMEOUT_MS: '120000',
  SHUTDOWN_GRACE_MS: '1000',
};

/**
 * The real application (real Postgres, real Redis) with some environment overridden; `logStream`
 * receives the log instead of stdout. `migrated: false` leaves the database as it is (a test of a
 * database of its own that lacks migrations on purpose).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logStream, migrated: migrateFirst = true }: { logStream?: DestinationStream; migrated?: boolean } = {},
): Promise<{ app: TestApp; config: AppConfig }> {
  // The tests speak from loopback and name the caller's address in X-Forwarded-For, as a proxy would.
  const config = loadConfig({ ...process.env, ...TEST_DEFAULTS, TRUST_PROXY: 'loopback', ...env });
  if (migrateFirst) {
    migrated ??= migrate(config.databaseUrl);
    await migrated;
  }
  const nest = await createApp(config, { logStream });
  await nest.listen({ port: 0, host: '127.0.0.1' });
  const address = nest.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app: new TestApp(nest, config, `http://127.0.0.1:${port}`), config };
}

let counter = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@test.contentflow.ch`;
}

/**
 * A documentation address (RFC 3849) in a /64 of its own per call (limits count IPv6 callers by
 * their /64), so throttling counters never collide.
 */
export function uniqueIp(): string {
  counter += 1;
  return `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${counter.toString(16)}::1`;
}
