import { z } from 'zod';
import { QUEUES, type QueueName } from '../contracts/jobs.js';
import { installationSecret } from './installation-secret.js';
import { trustProxyVariable } from './trust-proxy.js';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const isUrl = (protocols: string[]) => (v: string) => {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

const url = (protocols: string[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(isUrl(protocols), `must be a URL starting with ${protocols.join(' or ')}//`);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .refine(isUrl(protocols), `must be a URL starting with ${protocols.join(' or ')}//`)
    .optional();

const trimmed = (value: string) => value.replace(/\/+$/, '');

/** A network app's id or secret; left empty (`META_APP_ID=` in an env file) it is not set. */
const appSetting = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value?.trim() || undefined);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://postgres@127.0.0.1:5432/contentflow'),
    REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // How long the link of a welcome mail sets the password (docs/security.md "Links in e-mails").
    PASSWORD_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(24),
    COOKIE_SECURE: bool(false),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    DATA_DIR: z.string().default('data'),
    WEB_DIST: z.string().default('frontend/dist'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    // Timeouts (docs/security.md): a JSON body must arrive within BODY_TIMEOUT_MS (408 after);
    // a whole request, uploads included, within REQUEST_TIMEOUT_MS (20 min: 200 MB at 1.4 Mbit/s).
    BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(1_200_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
    // On shutdown, connections still open this long after the server stopped taking new ones are closed.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    // API processes on the one port (backend/src/api-processes.ts); scripts/start.mjs: the cores, at most 4.
    API_PROCESSES: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(32).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxyVariable,
    // Request limits (docs/security.md): failed sign-ins before a growing delay, per account+address,
    // per account and per address; the first delay (it doubles with each failure) and the longest.
    SIGN_IN_MAX_FAILS_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(5),
    SIGN_IN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SIGN_IN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Failures with one password across all accounts and addresses (password spraying). */
    SIGN_IN_MAX_FAILS_PER_PASSWORD: z.coerce.number().int().min(1).default(10),
    SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(1),
    SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(16),
    PASSWORD_HASH_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
    // argon2id's cost (the argon2 package's defaults: 64 MiB, 3 passes). Lower only where no real
    // password is kept (the tests); a stored hash carries its own cost, so raising it later is safe.
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(65_536),
    PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(20).default(3),
    // Costly work (docs/security.md "Costly work"): approval records rendered at once per process,
    // waiting, longest wait; ZIPs streaming at once per process; fetches per export link and per
    // address a minute.
    RECORD_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    RECORD_RENDER_QUEUE: z.coerce.number().int().min(0).default(8),
    RECORD_RENDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(15_000),
    EXPORT_ZIP_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
    EXPORT_LINK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    EXPORT_ADDRESS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // The public address of the app: links in e-mails, and the passkeys' relying party (a host name:
    // browsers refuse an IP address there, hence localhost rather than 127.0.0.1).
    APP_URL: url(['http:', 'https:'], 'http://localhost:3000'),
    // E-mail: nodemailer over SMTP_URL (smtp:// or smtps://); without it, mails are written as .eml
    // files under DATA_DIR/mail/.
    SMTP_URL: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must be a URL starting with smtp:// or smtps://'),
    MAIL_FROM: z.string().max(200).default('ContentFlow <no-reply@contentflow.local>'),
    // AI: the OpenAI SDK against OPENAI_BASE_URL (any server of the same wire format); without a key,
    // an offline generator writes drafts from the briefing.
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: url(['http:', 'https:'], 'https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1).max(100).default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    // AI calls per client and calendar month (Europe/Zurich), all helpers and month plans together.
    AI_MONTHLY_CALLS_PER_CLIENT: z.coerce.number().int().min(1).default(300),
    // Interactive provider calls open at once per API process (each holds a socket and a stream for
    // up to AI_TIMEOUT_MS); beyond it 503 BUSY at once.
    AI_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
    // Payments (docs/decisions.md "Billing"): the secret key and the webhook's signing secret go
    // together; without them payments are off (plan requests instead, billing endpoints 503).
    // STRIPE_API_URL points the SDK at a compatible server (the tests' stand-in).
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_URL: url(['http:', 'https:'], 'https://api.stripe.com'),
    // How long a worker holds a job before another may take it over (a killed worker's job runs again).
    JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    // The queues a workers process takes jobs from, comma-separated (all without it): a process per
    // queue or group of queues scales each on its own (docs/scaling.md).
    WORKER_QUEUES: z
      .string()
      .max(200)
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return [...QUEUES];
        const names = [...new Set(v.split(',').map((name) => name.trim()))];
        const unknown = names.filter((name) => !(QUEUES as readonly string[]).includes(name));
        if (unknown.length)
          ctx.addIssue({
            code: 'custom',
            message: `unknown queues ${unknown.join(', ')} (the queues are ${QUEUES.join(', ')})`,
          });
        return names as QueueName[];
      }),
    // How long a message may stay unread before it goes out by e-mail (bundled per recipient and order).
    MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    // Messages (comments and pin answers) one account may write a minute.
    MESSAGE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(30),
    // Retention (docs/security.md "Retention", docs/privacy.md): days after which the privacy scan
    // purges what is no longer needed. Guest links: once expired or revoked; sent mails: the record
    // that one went out; data exports: the row once expired (its ZIP goes at expiry); finished jobs:
    // the outbox's delivered events and BullMQ's completed and failed jobs. Request logs go to
    // standard output only: the log collector keeps them (docs/security.md "Retention").
    RETENTION_GUEST_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    RETENTION_DATA_EXPORT_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    RETENTION_FINISHED_JOB_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    RETENTION_FAILED_JOB_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // Files (docs/decisions.md "Files in S3"): the data folder (local, the default) or an
    // S3-compatible bucket. S3_ENDPOINT is where the processes reach it (AWS itself without it);
    // S3_PUBLIC_ENDPOINT where browsers do (the presigned URLs), when that differs.
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl(['http:', 'https:']),
    S3_PUBLIC_ENDPOINT: optionalUrl(['http:', 'https:']),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-central-2')
      .default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(128).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
    S3_FORCE_PATH_STYLE: bool(false),
    // Prometheus metrics (README "Operations"): /metrics on the API's port only with METRICS_TOKEN
    // (Bearer); METRICS_PORT and WORKERS_METRICS_PORT are ports of their own on METRICS_HOST.
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    WORKERS_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).max(255).default('127.0.0.1'),
    // Publishing (docs/decisions.md "Publishing"): each network's app, and where its API and its
    // authorization page are (the real ones without a setting; the tests point them at stand-ins).
    // A network without its app's id and secret is not offered: its connect button says what is missing.
    META_APP_ID: appSetting(100),
    META_APP_SECRET: appSetting(200),
    META_GRAPH_URL: url(['http:', 'https:'], 'https://graph.facebook.com/v21.0'),
    META_DIALOG_URL: url(['http:', 'https:'], 'https://www.facebook.com/v21.0/dialog/oauth'),
    LINKEDIN_CLIENT_ID: appSetting(100),
    LINKEDIN_CLIENT_SECRET: appSetting(200),
    LINKEDIN_API_URL: url(['http:', 'https:'], 'https://api.linkedin.com'),
    LINKEDIN_AUTH_URL: url(['http:', 'https:'], 'https://www.linkedin.com/oauth/v2'),
    /** The hosts (and their subdomains) LinkedIn's upload URLs may name; LINKEDIN_API_URL's host always counts (the stand-in). */
    LINKEDIN_UPLOAD_HOSTS: z.string().max(1000).default('linkedin.com'),
    TIKTOK_CLIENT_KEY: appSetting(100),
    TIKTOK_CLIENT_SECRET: appSetting(200),
    TIKTOK_API_URL: url(['http:', 'https:'], 'https://open.tiktokapis.com'),
    TIKTOK_AUTH_URL: url(['http:', 'https:'], 'https://www.tiktok.com/v2/auth/authorize/'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE_DRIVER=s3' });
      }
    }
    // A metrics port anyone can reach must ask for the token.
    if (
      !LOOPBACK_HOSTS.has(env.METRICS_HOST) &&
      !env.METRICS_TOKEN &&
      (env.METRICS_PORT !== undefined || env.WORKERS_METRICS_PORT !== undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'is required when METRICS_HOST is not a loopback address',
      });
    }
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dbPoolMax: env.DB_POOL_MAX,
    /** JWT_SECRET, or the installation's own secret kept in the data folder (see installation-secret.ts). */
    jwtSecret: env.JWT_SECRET ?? installationSecret(env.DATA_DIR),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    passwordLinkTtlHours: env.PASSWORD_LINK_TTL_HOURS,
    cookieSecure: env.COOKIE_SECURE,
    /** Demo accounts (with their known passwords) only when asked for. */
    seedDemo: env.SEED_DEMO === 'true',
    bootstrapAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    timeouts: {
      bodyMs: Math.min(env.BODY_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    },
    logLevel: env.LOG_LEVEL,
    /** `npm start` and compose set it (the cores, at most 4); a bare `node main.js` runs one. */
    apiProcesses: env.API_PROCESSES ?? 1,
    trustProxy: env.TRUST_PROXY,
    signInLimits: {
      perAccountAndIp: env.SIGN_IN_MAX_FAILS_PER_ACCOUNT_AND_IP,
      perAccount: env.SIGN_IN_MAX_FAILS_PER_ACCOUNT,
      perIp: env.SIGN_IN_MAX_FAILS_PER_IP,
      perPassword: env.SIGN_IN_MAX_FAILS_PER_PASSWORD,
      firstDelaySeconds: env.SIGN_IN_FIRST_DELAY_SECONDS,
      maxDelaySeconds: env.SIGN_IN_MAX_DELAY_SECONDS,
    },
    requestLimits: {
      signUpsPerAddressPerHour: env.SIGN_UP_LIMIT_PER_HOUR,
      perAccountPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
      anonymousPerAddressPerMinute: env.API_ANONYMOUS_RATE_LIMIT_PER_MINUTE,
    },
    passwordHashing: {
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      queue: env.PASSWORD_HASH_QUEUE,
      queueTimeoutMs: env.PASSWORD_HASH_QUEUE_TIMEOUT_MS,
      memoryKib: env.PASSWORD_HASH_MEMORY_KIB,
      timeCost: env.PASSWORD_HASH_TIME_COST,
    },
    exports: {
      renderConcurrency: env.RECORD_RENDER_CONCURRENCY,
      renderQueue: env.RECORD_RENDER_QUEUE,
      renderQueueTimeoutMs: env.RECORD_RENDER_QUEUE_TIMEOUT_MS,
      zipConcurrency: env.EXPORT_ZIP_CONCURRENCY,
      perLinkPerMinute: env.EXPORT_LINK_LIMIT_PER_MINUTE,
      perAddressPerMinute: env.EXPORT_ADDRESS_LIMIT_PER_MINUTE,
    },
    jobLockMs: env.JOB_LOCK_MS,
    workerQueues: env.WORKER_QUEUES,
    messageMailDelayMs: env.MESSAGE_MAIL_DELAY_SECONDS * 1000,
    messageLimitPerMinute: env.MESSAGE_LIMIT_PER_MINUTE,
    /** Days after which the privacy scan purges each kind of row (docs/security.md "Retention"). */
    retention: {
      guestLinkDays: env.RETENTION_GUEST_LINK_DAYS,
      sentMailDays: env.RETENTION_SENT_MAIL_DAYS,
      dataExportDays: env.RETENTION_DATA_EXPORT_DAYS,
      finishedJobDays: env.RETENTION_FINISHED_JOB_DAYS,
      failedJobDays: env.RETENTION_FAILED_JOB_DAYS,
    },
    appUrl: env.APP_URL.replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    /** Where the files live: the data folder, or an S3-compatible bucket. */
    storage: storageOf(env),
    /** Null: payments are off. */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : null,
    ai: {
      /** Null: no provider; the offline generator answers. */
      apiKey: env.OPENAI_API_KEY ?? null,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      perClientPerMinute: env.AI_RATE_LIMIT_PER_MINUTE,
      perClientPerMonth: env.AI_MONTHLY_CALLS_PER_CLIENT,
      concurrency: env.AI_CONCURRENCY,
    },
    /** Each network's app and addresses; an id or secret left out makes that network unavailable. */
    social: {
      meta: {
        appId: env.META_APP_ID ?? null,
        appSecret: env.META_APP_SECRET ?? null,
        graphUrl: trimmed(env.META_GRAPH_URL),
        dialogUrl: env.META_DIALOG_URL,
      },
      linkedin: {
        clientId: env.LINKEDIN_CLIENT_ID ?? null,
        clientSecret: env.LINKEDIN_CLIENT_SECRET ?? null,
        apiUrl: trimmed(env.LINKEDIN_API_URL),
        authUrl: trimmed(env.LINKEDIN_AUTH_URL),
        uploadHosts: env.LINKEDIN_UPLOAD_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      },
      tiktok: {
        clientKey: env.TIKTOK_CLIENT_KEY ?? null,
        clientSecret: env.TIKTOK_CLIENT_SECRET ?? null,
        apiUrl: trimmed(env.TIKTOK_API_URL),
        authUrl: env.TIKTOK_AUTH_URL,
      },
    },
    metrics: {
      /** Null: /metrics on the API's port answers 404, and the metrics ports ask for no token (they listen on loopback). */
      token: env.METRICS_TOKEN ?? null,
      /** The API's metrics port, or null. */
      port: env.METRICS_PORT ?? null,
      /** The workers' port for metrics and health, or null. */
      workersPort: env.WORKERS_METRICS_PORT ?? null,
      host: env.METRICS_HOST,
    },
  }));

export type AppConfig = z.output<typeof schema>;

/** An S3-compatible bucket and how to reach it (STORAGE_DRIVER=s3). */
export interface S3Settings {
  /** Where the processes reach the store; AWS's regional endpoint when not set. */
  endpoint: string;
  /** Where browsers reach it: the host of the presigned URLs. */
  publicEndpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO and most self-hosted stores) instead of the host name. */
  forcePathStyle: boolean;
}

type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

function storageOf(env: {
  STORAGE_DRIVER: 'local' | 's3';
  S3_ENDPOINT?: string;
  S3_PUBLIC_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}): StorageSettings {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const endpoint = (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, '');
  return {
    driver: 's3',
    endpoint,
    publicEndpoint: (env.S3_PUBLIC_ENDPOINT ?? endpoint).replace(/\/+$/, ''),
    region: env.S3_REGION,
    // Checked in superRefine: present with STORAGE_DRIVER=s3.
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A missing or malformed variable stops the process
 * with a message naming it.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
