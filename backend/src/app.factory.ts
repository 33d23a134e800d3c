import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { AppError, MESSAGES } from './common/errors/app-error.js';
import { AppExceptionFilter } from './common/errors/app-exception.filter.js';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './common/request-id.js';
import type { AppConfig } from './config/app-config.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { registerUnreadBodyClose } from './http/unread-body.js';
import { registerBodyTimeout } from './http/body-timeout.js';
import { registerCompression } from './http/compression.js';
import { completeDocument } from './http/openapi-document.js';
import { SchemaValidationPipe } from './http/schema-validation.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serverTimeoutOptions } from './http/server-timeouts.js';
import { registerUrlGuard } from './http/url-guard.js';
import { loadWebPages, sendHtml } from './http/web-pages.js';
import { mountQueueDashboard } from './admin/index.js';
import { Metrics, registerHttpMetrics, registerMetricsRoute } from './metrics/index.js';
import { fileRoutes, FILES_URL_PREFIX, FileStorage, LARGEST_UPLOAD_BYTES, LocalDiskStorage } from './storage/index.js';

/**
 * Builds the whole HTTP application: API under /api, Swagger, and the built web app with its
 * client-side routes. Used by main.ts and by the integration tests alike (which may read the log
 * through a stream of their own instead of stdout).
 */
export async function createApp(
  config: AppConfig,
  options: { logStream?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // One id per request (common/request-id.ts): a sane X-Request-Id or a new UUID.
    genReqId: requestIdOf,
    ...serverTimeoutOptions(config),
  });
  // From a SIGTERM on, a new request is answered 503 with `Connection: close` (a proxy sends it to
  // another replica) while those in flight finish (the shutdown below).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.logStream), adapter, {
    bufferLogs: true,
    rawBody: true,
    return503OnClosing: true,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // Every body and query that is checked names its schema (the contracts' zod).
  app.useGlobalPipes(new SchemaValidationPipe());
  app.useGlobalFilters(new AppExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // A shutdown waits for requests in flight, but not for ever: after the grace period the
  // connections still open are closed (Node keeps some keep-alive sockets of a server that served
  // event streams for the whole keep-alive timeout otherwise).
  fastify.addHook('preClose', (done) => {
    setTimeout(() => fastify.server.closeAllConnections(), config.timeouts.shutdownGraceMs).unref();
    done();
  });
  // First, so that every answer has the headers, refusals by later hooks too (see http/). Images
  // and videos may come from the bucket's origin when the files are in S3.
  await registerSecurityHeaders(fastify, config, app.get(FileStorage).fileOrigin());
  // Before any route exists: it marks the API's routes for compression as they are added.
  await registerCompression(fastify);
  registerUrlGuard(fastify);
  registerUnreadBodyClose(fastify);
  // Each answer's duration by route template (metrics/http-metrics.ts): before any route exists.
  const metrics = app.get(Metrics);
  registerHttpMetrics(fastify, metrics);
  registerBodyTimeout(fastify, config);
  registerBodyParsers(app, config);
  await app.register(fastifyCookie);
  // Upload size and type are checked per kind of file in storage/read-uploads.ts.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 20, fields: 20, parts: 40 },
  });

  // One MikroORM identity map per request (the MikroORM guide's recipe for Fastify), inside the
  // request's id: the outbox events the request records carry it. The answer names it too.
  const orm = app.get(MikroORM);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, () => RequestContext.create(orm.em, done));
  });

  // Completed with the error body every route may answer and nullable references (http/openapi-document.ts).
  const document = completeDocument(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('ContentFlow API')
        .setDescription('Social-media content orders: clients, designers, admins.')
        .setVersion('1.0')
        .addBearerAuth()
        .build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json' });

  await mountQueueDashboard(app);
  registerMetricsRoute(fastify, metrics, config.metrics.token);
  await serveFiles(app);
  await serveWebApp(app, config);
  return app;
}

/**
 * Uploaded files under /files/, only for holders of a signed URL (see storage/serve-files.ts):
 * private caching until the URL expires, nosniff, a sandboxing CSP and the original file name.
 */
async function serveFiles(app: NestFastifyApplication): Promise<void> {
  const storage = app.get(FileStorage);
  if (!(storage instanceof LocalDiskStorage)) return;
  await app.register(fileRoutes(storage));
}

/**
 * The built frontend from WEB_DIST. Assets come from the static handler, precompressed at build time
 * (scripts/compress-web.mjs): brotli or gzip by the request's Accept-Encoding, the plain file
 * otherwise. The public pages prerendered at build time (scripts/prerender-web.mjs) answer their
 * paths, the app's client-side routes get the app shell (index.html), and any other path the
 * prerendered 404 page with status 404 (docs/decisions.md, "First load").
 */
async function serveWebApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const root = resolve(config.webDist);
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    // Loaded only when there is a web app to serve (the API-only tests have none).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // file.js.br / file.js.gz beside file.js, chosen by Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, path) =>
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  const pages = hasWebApp ? await loadWebPages(root) : null;
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const serverPath =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith(FILES_URL_PREFIX);
    if (serverPath || !pages) return reply.status(404).send(AppError.notFound(MESSAGES.routeNotFound).toBody());
    const { page, status } = pages.pageFor(request.url);
    return sendHtml(request, reply, page, status);
  };
  fastify.get('/', serveIndex);
  fastify.get('/*', serveIndex);
}
